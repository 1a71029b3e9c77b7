import type { Page } from '@playwright/test';

/** Aine's chat as a visitor finds it, by the spec's texts: shared by the chat and hand-over tests. */
export const messageBox = (page: Page) => page.getByPlaceholder('Type your message...');
export const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
export const assistantMessages = (page: Page) => page.getByTestId('assistant-message');
