// Timing and size constants of the product (spec section 9), in one place.

/** Header turns opaque and compact after this much vertical scroll. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** The scroll-to-top button appears after this much vertical scroll. */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/** Elements animate once their top is within this fraction of the viewport height. */
export const ANIMATE_ON_SCROLL_VIEWPORT_RATIO = 0.85;

/** Typing time of the 'Our Formula For Success:' title. */
export const HERO_TITLE_TYPING_MS = 2500;
/** Typing time of the hero headline, both lines together (one typing speed; spec: 3500 ms). */
export const HEADLINE_TYPING_MS = 3500;
/** Pause after the second line before the typing flag clears. */
export const HEADLINE_CLOSING_DELAY_MS = 500;
/** Delay before the first headline line starts typing. */
export const HEADLINE_FIRST_LINE_START_DELAY_MS = 300;
/** Delay between the first line finishing and the second starting. */
export const HEADLINE_SECOND_LINE_START_DELAY_MS = 500;

/** Wait for the page to render before scrolling to a section (e.g. ?scrollTo=contact). */
export const SCROLL_AFTER_NAVIGATION_MS = 100;

/** Main toast system: one toast at a time. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

/** Data queries: retries with exponential backoff. */
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Delay before retry number `attemptIndex` (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function queryRetryDelayMs(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

/** Largest CV accepted, in megabytes (1 MB = 1024 × 1024 bytes), and in bytes. */
export const MAX_CV_MEGABYTES = 10;
export const MAX_CV_BYTES = MAX_CV_MEGABYTES * 1024 * 1024;

/** Floating chat window: 96 width units (24rem) by 500 px. */
export const CHAT_WINDOW_WIDTH_UNITS = 96;
export const CHAT_WINDOW_HEIGHT_PX = 500;
/** Longest chat message accepted (design: chat limits). */
export const MAX_CHAT_MESSAGE_LENGTH = 1000;

/** Candidate data is kept for this long after the last interaction (privacy policy). */
export const DATA_RETENTION_YEARS = 2;

/**
 * The retention policy, in one place: the domain stamps expiries from it and the system description
 * (lambdas/system/resources.ts) sets the CV bucket's lifecycle from it.
 */
export const RETENTION = {
  /** Submissions and CVs: two years after the last interaction. */
  submissionDays: DATA_RETENTION_YEARS * 365,
  /** Chat threads are short-lived conversation memory. */
  chatThreadDays: 30,
} as const;
