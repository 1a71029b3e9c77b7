import { describe, expect, it } from 'vitest';
import { chatGreetings } from '#content/chat';
import { answerOffline } from '#core/chat/offline-engine';
import type { ChatTurn } from '#core/chat/types';
import { FALLBACK_MARKERS, questionSet, type QuestionCase } from './site-figure-questions.ts';
import { questionSet as secondSet } from './rephrased-and-off-topic-questions.ts';
import { questionSet as thirdSet } from './exam-style-questions.ts';
import { boundQuestions, questionSet as fourthSet, unpublishedQuestions } from './requirements-pay-and-bounds-questions.ts';

const isFallback = (answer: string) => FALLBACK_MARKERS.some((marker) => answer.includes(marker));

function check(testCase: QuestionCase) {
  const answer = answerOffline({ message: testCase.question, context: testCase.context ?? 'interview-tips' });
  if (testCase.fallback) {
    expect(isFallback(answer), answer).toBe(true);
    // An honest "I don't know" always says how to reach the team.
    expect(answer).toContain('/contact');
    return;
  }
  expect(isFallback(answer), answer).toBe(false);
  for (const expected of testCase.expect ?? []) expect(answer).toContain(expected);
  for (const rejected of testCase.reject ?? []) expect(answer).not.toContain(rejected);
}

describe('offline engine: the site figures, asked in many ways', () => {
  const all = [...questionSet, ...secondSet, ...thirdSet, ...fourthSet, ...boundQuestions, ...unpublishedQuestions];

  it('covers every kind of question with a broad set', () => {
    expect(all.length).toBeGreaterThanOrEqual(280);
    expect(all.filter((testCase) => testCase.fallback).length).toBeGreaterThanOrEqual(20);
  });

  it.each(questionSet.map((testCase) => [testCase.question, testCase] as const))('first set: %s', (_question, testCase) => check(testCase));
  it.each(secondSet.map((testCase) => [testCase.question, testCase] as const))('second set: %s', (_question, testCase) => check(testCase));
  it.each(thirdSet.map((testCase) => [testCase.question, testCase] as const))('third set: %s', (_question, testCase) => check(testCase));
  it.each(fourthSet.map((testCase) => [testCase.question, testCase] as const))('fourth set: %s', (_question, testCase) => check(testCase));
  it.each(boundQuestions.map((testCase) => [testCase.question, testCase] as const))('bounds: %s', (_question, testCase) => check(testCase));
  it.each(unpublishedQuestions.map((testCase) => [testCase.question, testCase] as const))('not on the site: %s', (_question, testCase) => check(testCase));
});

describe('offline engine: conversations', () => {
  function followUp(first: string, second: string) {
    const history: ChatTurn[] = [
      { role: 'user', text: first, at: '2025-01-01T10:00:00.000Z' },
      { role: 'assistant', text: answerOffline({ message: first, context: 'salary-guide' }), at: '2025-01-01T10:00:01.000Z' },
    ];
    return answerOffline({ message: second, context: 'salary-guide', history });
  }

  it('keeps the role and takes the new level', () => {
    expect(followUp('How much does a financial controller earn?', 'And with 5+ years?')).toContain('€100k - €120k');
    expect(followUp('How much does an audit manager in a small firm earn?', 'And in a Big 4?')).toContain('€90k - €120k');
  });

  it('keeps the topic and takes the new qualification', () => {
    const answer = followUp('What are the ACCA fees?', 'What about CIMA?');
    expect(answer).toContain('€270');
    expect(answer).not.toContain('€89');
  });

  it('answers a fee question about the role just discussed', () => {
    expect(followUp('What does a bookkeeper earn with 2 years experience?', 'What would your fee be for that?')).toContain('€3,800');
    expect(followUp("What's your fee for a 50k salary?", 'and for 30k?')).toContain('€2,400');
  });

  it('does not drag the previous subject into small talk or a new topic', () => {
    expect(followUp('How much does a financial controller earn?', 'thanks!')).toContain("You're welcome");
    expect(followUp('How much does a financial controller earn?', 'What are your hours?')).toContain('Monday - Friday');
    expect(followUp('What are the ACCA fees?', 'Where is your office?')).toContain('12 Example Quay');
    const hours = followUp('How much does a financial controller earn?', 'What are your opening hours?');
    expect(hours).toContain('Monday - Friday, 8:00 AM - 8:00 PM');
    expect(hours).not.toContain('€70k');
  });

  it('greets in the page context', () => {
    expect(answerOffline({ message: 'Hi there', context: 'market-trends' })).toBe(chatGreetings['market-trends']);
  });
});
