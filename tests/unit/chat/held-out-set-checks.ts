// Checks a held-out set itself (not the engine): every case can be passed and failed, follow-ups
// point back, every salary table and every topic is asked about.
import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_LENGTH } from '#content/constants';
import { salaryTables } from '#content/salary-guide';
import { judgeReply, type HeldOutQuestion } from './held-out-case.ts';

/**
 * Declares the checks of one held-out set. `broadFigureCases` names the figure questions allowed to
 * state no wrong figure (broad questions whose every figure is right, e.g. "how much do yous charge").
 */
export function describeHeldOutSet(name: string, questions: readonly HeldOutQuestion[], broadFigureCases: readonly string[]): void {
  const answerable = questions.filter((question) => question.kind === 'fact' || question.kind === 'follow-up');

  describe(name, () => {
    it('has at least 120 questions, 20 of them off-topic, and a few hand-overs and follow-ups', () => {
      expect(questions.length).toBeGreaterThanOrEqual(120);
      expect(questions.filter((question) => question.kind === 'off-topic').length).toBeGreaterThanOrEqual(20);
      expect(questions.filter((question) => question.kind === 'hand-over').length).toBeGreaterThanOrEqual(3);
      expect(questions.filter((question) => question.kind === 'follow-up').length).toBeGreaterThanOrEqual(20);
    });

    it('gives every case a unique id and a question a visitor can send', () => {
      const ids = questions.map((question) => question.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const question of questions) {
        expect(question.question.trim().length, question.id).toBeGreaterThan(0);
        expect(question.question.length, question.id).toBeLessThanOrEqual(MAX_CHAT_MESSAGE_LENGTH);
      }
      const texts = questions.filter((question) => question.kind !== 'follow-up').map((question) => question.question.toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
    });

    it('points every follow-up at an earlier case, and only follow-ups', () => {
      const seen = new Set<string>();
      for (const question of questions) {
        if (question.kind === 'follow-up') {
          expect(question.followUpOf, question.id).toBeDefined();
          expect(seen.has(question.followUpOf ?? ''), `${question.id} follows ${question.followUpOf}`).toBe(true);
        } else {
          expect(question.followUpOf, question.id).toBeUndefined();
        }
        seen.add(question.id);
      }
    });

    it('states what every answerable case must contain, and for figures what it must not', () => {
      for (const question of answerable) {
        expect(question.mustContain.length, question.id).toBeGreaterThan(0);
      }
      for (const question of questions) {
        for (const fact of [...question.mustContain, ...question.mustNotContain]) {
          expect(fact.trim().length, question.id).toBeGreaterThan(0);
        }
      }
      const figureTopics: readonly HeldOutQuestion['topic'][] = ['salary', 'placement-fees', 'qualifications', 'market'];
      const withoutWrongFigures = answerable
        .filter((question) => figureTopics.includes(question.topic) && question.mustNotContain.length === 0)
        .map((question) => question.id);
      // Only broad questions whose every figure is right may omit them (e.g. "how much do yous charge").
      expect(withoutWrongFigures).toEqual([...broadFigureCases]);
    });

    it('can be passed: a reply made of the facts passes, and adding a wrong fact fails it', () => {
      for (const question of questions) {
        const rightReply = question.mustContain.join('\n');
        expect(judgeReply(question, rightReply), question.id).toEqual({ pass: true, missing: [], forbidden: [] });
        for (const wrong of question.mustNotContain) {
          expect(judgeReply(question, `${rightReply}\n${wrong}`).pass, `${question.id} with ${wrong}`).toBe(false);
        }
        if (question.mustContain.length > 0) {
          expect(judgeReply(question, 'Sorry, I do not know.').pass, question.id).toBe(false);
        }
      }
    });

    it('judges case- and spacing-insensitively', () => {
      const [first] = questions;
      if (!first) throw new Error('empty set');
      const shouted = first.mustContain.map((fact) => fact.toUpperCase().replace(/ /g, '  ')).join(' ');
      expect(judgeReply(first, shouted).pass).toBe(true);
    });

    it('asks about every salary table and every topic the assistant answers', () => {
      const asked = new Set(answerable.flatMap((question) => question.mustContain));
      for (const table of salaryTables) {
        const covered = table.rows.some((row) => row.ranges.some((range) => asked.has(range)));
        expect(covered, table.title).toBe(true);
      }
      const topics = new Set(questions.map((question) => question.topic));
      expect([...topics].sort()).toEqual(
        [
          'contact',
          'hand-over',
          'interview-tips',
          'market',
          'off-topic',
          'placement-fees',
          'qualifications',
          'salary',
          'salary-insights',
          'services',
        ].sort(),
      );
    });
  });
}
