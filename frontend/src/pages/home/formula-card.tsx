import type { CSSProperties } from 'react';
import { HERO_TITLE_TYPING_MS } from '#content/constants';
import { formulaAnimation } from '#content/home';
import { formulaSpreadsheet as sheet } from '#content/home-formula';
import { TypedLines, type TypewriterTimings } from '@/components/motion/typewriter';

const titleTimings: TypewriterTimings = { startDelaysMs: [0], typingMs: HERO_TITLE_TYPING_MS, closingDelayMs: 500 };

/**
 * 'Our Formula For Success:' typed out from the first paint over the spreadsheet, which shows whole at
 * once; its result cell lights up when the title is done.
 */
export function FormulaCard() {
  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-teal-400/10 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-white/15 bg-white text-navy-900 shadow-2xl shadow-navy-950/50">
        <div className="flex items-center gap-2 border-b border-navy-100 bg-navy-50 px-4 py-2.5">
          <span className="size-3 rounded-full bg-red-400" aria-hidden="true" />
          <span className="size-3 rounded-full bg-amber-400" aria-hidden="true" />
          <span className="size-3 rounded-full bg-teal-500" aria-hidden="true" />
          <span className="ml-3 text-xs font-semibold text-navy-700">{sheet.fileName}</span>
        </div>
        <div className="p-5 sm:p-6">
          <h2 className="text-xl font-bold sm:text-2xl">
            <TypedLines lines={[formulaAnimation.title]} timings={titleTimings} />
          </h2>
          <div className="mt-5 space-y-4">
            <div className="flex items-stretch overflow-hidden rounded-lg border border-navy-200 font-mono text-[0.8rem] sm:text-sm">
              <span className="flex items-center border-r border-navy-200 bg-navy-50 px-3 font-semibold italic text-navy-700">fx</span>
              <code className="min-w-0 flex-1 break-words px-3 py-2.5 text-navy-900">{formulaAnimation.formula}</code>
            </div>
            {/* Auto layout: each column as wide as its longest word, so 'Description' keeps its padding at 320 px. */}
            <table className="w-full border-collapse text-left text-xs sm:text-sm">
              <caption className="sr-only">{sheet.caption}</caption>
              <thead>
                <tr>
                  {['A', 'B', 'C', 'D'].map((column) => (
                    <th key={column} scope="col" className="border border-navy-200 bg-navy-50 px-2 py-1 text-center font-semibold text-navy-600">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {sheet.inputs.map((input) => (
                    <td key={input} className="border border-navy-200 px-2 py-2.5 font-medium text-slate-700">
                      {input}
                    </td>
                  ))}
                  <td
                    className="formula-result border-2 border-teal-600 bg-teal-50 px-2 py-2.5 font-bold text-teal-800"
                    style={{ '--typed-at': `${HERO_TITLE_TYPING_MS}ms` } as CSSProperties}
                  >
                    {sheet.result}
                  </td>
                </tr>
              </tbody>
            </table>
            <p className="text-sm text-slate-600">
              {sheet.otherwiseLabel}: <span className="font-semibold text-red-700">&quot;{sheet.otherwise}&quot;</span>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
