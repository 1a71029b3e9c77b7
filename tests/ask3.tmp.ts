import { createOfflineEngine } from '#core/chat/offline-engine';
import { terms } from '#core/chat/text';
import { rankTopics } from '#core/chat/index';
const e = createOfflineEngine();
for (const q of process.argv.slice(2)) {
  const r = rankTopics(e.index, terms(q)).slice(0, 4).map((x) => `${x.topic}:${x.topicScore.toFixed(1)}+${(x.score - x.topicScore).toFixed(1)}(${x.best?.id})`);
  console.log(q, '|', terms(q).join(','), '|', r.join(' '));
}
