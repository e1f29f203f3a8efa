import { setupServer } from 'msw/node';

/**
 * The internship remote's fake network. It answers nothing: the form's submission is simulated and sends no
 * request (decision 017), so any request a test makes fails it. A real endpoint gets its handler here.
 */
export const server = setupServer();

const sent: string[] = [];

// Every attempt, as 'METHOD url', in the order they started.
server.events.on('request:start', ({ request }) => {
  sent.push(`${request.method} ${request.url}`);
});

/** The requests since the test began. */
export const sentCalls = (): string[] => [...sent];

/** The setup starts each test with no requests recorded. */
export function forgetSentRequests(): void {
  sent.length = 0;
}
