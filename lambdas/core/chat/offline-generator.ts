import { answerOffline } from '#core/chat/offline-engine';
import type { ReplyGenerator, ReplyRequest } from '#core/chat/types';

/** Splits a reply into word-sized pieces so a streamed answer arrives the way a model's would. */
export function chunkText(text: string, wordsPerChunk = 4): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  for (let index = 0; index < pieces.length; index += wordsPerChunk) chunks.push(pieces.slice(index, index + wordsPerChunk).join(''));
  if (chunks.length > 0 && leading) chunks[0] = leading + chunks[0];
  return chunks;
}

/** Pause between streamed pieces: the answer exists at once, but arrives at reading pace like a model's. */
const STREAM_PACE_MS = 12;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reply generator used when no OpenAI key is configured: the offline retrieval engine. */
export const offlineReplyGenerator: ReplyGenerator = {
  name: 'offline',
  async reply({ context, history, message, onDelta, signal }: ReplyRequest): Promise<string> {
    const answer = answerOffline({ message, context, history });
    if (onDelta) {
      for (const chunk of chunkText(answer)) {
        if (signal?.aborted) break;
        onDelta(chunk);
        await pause(STREAM_PACE_MS);
      }
    }
    return answer;
  },
};
