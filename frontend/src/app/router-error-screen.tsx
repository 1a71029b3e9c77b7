import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { routerErrorPage } from '#content/messages';

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}` };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

/** The router's fallback when a screen throws or cannot be loaded. */
export function RouterErrorScreen() {
  const { message, stack } = describe(useRouteError());
  return (
    <main id="main-content" className="min-h-dvh bg-navy-50 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-navy-100">
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{routerErrorPage.heading}</h1>
        <p className="mt-4 font-mono text-base text-red-800">{message}</p>
        {stack ? (
          <pre className="mt-6 max-h-96 overflow-auto rounded-lg bg-navy-950 p-4 text-xs leading-relaxed text-navy-100" tabIndex={0}>
            {stack}
          </pre>
        ) : null}
        <a href="/" className="mt-8 inline-flex min-h-11 items-center rounded-full bg-navy-900 px-6 font-semibold text-white hover:bg-navy-700">
          Return to Home
        </a>
      </div>
    </main>
  );
}
