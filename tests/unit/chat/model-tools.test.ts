import { describe, expect, it } from 'vitest';
import { facts } from '#core/chat/facts';
import { chatTools, runChatTool, toolParameters } from '#core/chat/model-tools';
import { chatInstructions } from '#core/chat/instructions';
import { chunkText, offlineReplyGenerator } from '#core/chat/offline-generator';

const run = (name: string, args: unknown) => JSON.parse(runChatTool(name, JSON.stringify(args))) as Record<string, unknown>;

describe('chat tools', () => {
  it('have strict JSON schemas: every property required, no extra properties', () => {
    for (const tool of chatTools()) {
      const parameters = tool.parameters as { type: string; properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
      expect(parameters.type).toBe('object');
      expect(parameters.additionalProperties).toBe(false);
      expect([...parameters.required].sort()).toEqual(Object.keys(parameters.properties).sort());
    }
  });

  it('look up salaries by role and level from the guide', () => {
    expect(run('get_salary_range', { role: 'financial controller', level: '3-5 years PQE', city: null })).toMatchObject({
      found: true,
      position: 'Financial Controller',
      askedLevel: { level: '3-5 Years PQE', range: '€85k - €100k' },
    });
    expect(run('get_salary_range', { role: 'astronaut', level: null, city: null })).toMatchObject({ found: false });
  });

  it('calculate the fee for a salary', () => {
    expect(run('calculate_placement_fee', { salary: 52000 })).toMatchObject({ percentage: '12%', fee: '€6,240' });
    expect(run('calculate_placement_fee', { salary: -5 })).toMatchObject({ error: 'invalid_arguments' });
  });

  it('give qualification facts, fees and dates', () => {
    expect(JSON.stringify(run('get_qualification_info', { qualification: 'cima', topic: 'dates' }))).toContain('May 20-22');
    expect(JSON.stringify(run('get_qualification_info', { qualification: 'acca', topic: 'fees' }))).toContain('€205-€345');
  });

  it('give market statistics, interview tips and contact details', () => {
    expect(JSON.stringify(run('get_market_statistics', { topic: null, city: null }))).toContain('+18%');
    expect(JSON.stringify(run('get_interview_tips', { topic: null, question: 'How do I use the STAR method?' }))).toContain('Reflection');
    expect(run('get_agency_contact', {})).toMatchObject({ businessHours: 'Monday - Friday, 8:00 AM - 8:00 PM', contactPage: '/contact' });
  });

  it('are generated from the facts API: one tool per fact, its schema the fact\'s zod schema', () => {
    const definitions = facts().definitions;
    expect(chatTools().map((tool) => tool.name)).toEqual(definitions.map((definition) => definition.name));
    for (const definition of definitions) expect(chatTools().find((tool) => tool.name === definition.name)!.parameters).toEqual(toolParameters(definition.args));
  });

  it('serve the offline engine the same facts: a city the statistics cover, a fee, a salary with its city note', () => {
    expect(run('get_market_statistics', { topic: 'regional', city: 'Cork' })).toMatchObject({ asked: { region: 'Cork', share: '18%' } });
    expect(run('get_salary_range', { role: 'FC', level: null, city: 'Cork' })).toMatchObject({ position: 'Financial Controller', city: expect.stringContaining('Cork') });
    expect(run('get_agency_services', {})).toMatchObject({ employerProcess: expect.arrayContaining([expect.stringContaining('Discovery')]) });
  });

  it('answer unknown tools and bad JSON with an error object', () => {
    expect(JSON.parse(runChatTool('drop_tables', '{}'))).toMatchObject({ error: 'unknown_tool' });
    expect(JSON.parse(runChatTool('get_salary_range', '{not json'))).toMatchObject({ error: 'arguments_not_json' });
  });
});

describe('instructions', () => {
  it('say what Aine is, what it covers and where to hand off', () => {
    const text = chatInstructions('salary-guide');
    expect(text).toMatch(/You are an AI, not a person/);
    expect(text).toMatch(/accounting and finance in Ireland/);
    expect(text).toMatch(/Do not give legal, tax or immigration advice/);
    expect(text).toContain('/contact');
    expect(text).toMatch(/call the tools/);
  });
});

describe('offline generator', () => {
  it('streams the answer in pieces that add up to it', async () => {
    const deltas: string[] = [];
    const reply = await offlineReplyGenerator.reply({ context: 'salary-guide', history: [], message: 'What does a CFO earn?', onDelta: (text) => deltas.push(text) });
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(reply);
    expect(chunkText('a b c d e', 2)).toEqual(['a b ', 'c d ', 'e']);
  });
});
