import { offlineEngine, isFallbackText } from '#core/chat/offline-engine';
import { questionSet } from './question-set.ts';
import { questionSet as s2 } from './second-question-set.ts';
import { questionSet as s3 } from './third-question-set.ts';
import { boundQuestions, questionSet as s4, unpublishedQuestions } from './fourth-question-set.ts';
const all = [...questionSet, ...s2, ...s3, ...s4, ...boundQuestions, ...unpublishedQuestions];
const rows: string[] = [];
for (const c of all) {
  const r = offlineEngine().respond({ message: c.question, context: c.context ?? 'interview-tips' });
  const fb = isFallbackText(r.text);
  let ok = c.fallback ? fb : !fb && (c.expect ?? []).every((e) => r.text.includes(e)) && (c.reject ?? []).every((e) => !r.text.includes(e));
  rows.push(`${ok ? 'ok ' : 'BAD'} ${c.fallback ? 'FB' : 'AN'} ${r.confidence.toFixed(2)} ${r.topic} | ${c.question}${ok ? '' : ' => ' + r.text.slice(0, 140).replace(/\n/g, ' / ')}`);
}
console.log(rows.filter((r) => process.argv.includes('all') || r.startsWith('BAD')).join('\n'));
