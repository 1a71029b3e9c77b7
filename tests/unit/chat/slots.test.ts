import { describe, expect, it } from 'vitest';
import { facts } from '#core/chat/facts';
import { carrySlots, extractSlots } from '#core/chat/slots';

const slotsOf = (text: string) => extractSlots(facts(), text);

describe('typed slots', () => {
  it('reads roles with their level, from level words or years of experience', () => {
    const fc = slotsOf('what would I get as an FC with 4 years PQE in Cork');
    expect(fc.roles.map((role) => [role.position, role.level?.name])).toEqual([['Financial Controller', '3-5 Years PQE']]);
    expect(fc.regions).toEqual(['Cork']);
    expect(slotsOf('audit manager in a big four firm').roles[0]).toMatchObject({ tableId: 'audit', position: 'Manager', level: { name: 'Big 4' } });
    expect(slotsOf('CFO vs finance director at an enterprise').roles.map((role) => [role.position, role.level?.name])).toEqual([
      ['CFO', 'Senior/Enterprise'],
      ['Finance Director', 'Senior/Enterprise'],
    ]);
    expect(slotsOf('what does a tax manager earn').unknownRole).toBe('tax manager');
  });

  it('reads amounts, qualifications, months and other places', () => {
    const slots = slotsOf('fees for a 55k hire, or €62,500, after my ACCA exams in June in Limerick');
    expect(slots.amounts.map((amount) => amount.value)).toEqual([55_000, 62_500]);
    expect(slots.qualifications).toEqual(['acca']);
    expect(slots.months).toEqual(['June']);
    expect(slots.otherPlaces).toEqual(['limerick']);
    expect(slotsOf('ACA or ACCA?').qualifications).toEqual(['aca', 'acca']);
  });

  it('carries the previous slots into a follow-up, the new ones winning', () => {
    const previous = slotsOf('How much does an audit manager in a small firm earn?');
    const next = slotsOf('and in a Big 4?');
    const carried = carrySlots(facts(), previous, next, 'and in a Big 4?');
    expect(carried.roles[0]).toMatchObject({ position: 'Manager', level: { name: 'Big 4' } });

    const fee = carrySlots(facts(), slotsOf('fee on a 40k role'), slotsOf('and for 60k?'), 'and for 60k?');
    expect(fee.amounts.map((amount) => amount.value)).toEqual([60_000]);

    const role = carrySlots(facts(), slotsOf('newly qualified financial accountant salary'), slotsOf('what about a financial controller?'), 'what about a financial controller?');
    expect(role.roles[0]).toMatchObject({ position: 'Financial Controller', level: { name: 'Newly Qualified' } });
  });
});
