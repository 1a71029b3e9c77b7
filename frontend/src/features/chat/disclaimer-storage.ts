import { DISCLAIMER_ACCEPTED_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE } from '#content/chat';

/** Acceptance of the disclaimer lasts for this browser session only (sessionStorage). */
export function isDisclaimerAccepted(): boolean {
  try {
    return window.sessionStorage.getItem(DISCLAIMER_ACCEPTED_STORAGE_KEY) === DISCLAIMER_ACCEPTED_VALUE;
  } catch {
    // Storage can be blocked (privacy settings): then the visitor accepts again each time.
    return false;
  }
}

export function recordDisclaimerAccepted(): void {
  try {
    window.sessionStorage.setItem(DISCLAIMER_ACCEPTED_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE);
  } catch {
    // Acceptance then holds for this page only.
  }
}
