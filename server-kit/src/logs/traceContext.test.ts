import { newTraceId, traceIdOf, traceparentOf } from './traceContext';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('traceIdOf', () => {
  it('reads the trace id of a well-formed traceparent', () => {
    expect(traceIdOf(`00-${TRACE}-00f067aa0ba902b7-01`)).toBe(TRACE);
  });
  it.each([
    undefined,
    '',
    'nonsense',
    [`00-${TRACE}-00f067aa0ba902b7-01`],
    `ff-${TRACE}-00f067aa0ba902b7-01`,
    `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
    `00-${TRACE}-${'0'.repeat(16)}-01`,
    `00-${TRACE.toUpperCase()}-00f067aa0ba902b7-01`,
    `00-${TRACE}-00f067aa0ba902b7-01-extra`,
  ])('refuses %p', (header) => expect(traceIdOf(header)).toBeUndefined());
});

it('makes new traces, and a traceparent each call of a trace sends', () => {
  const trace = newTraceId();
  expect(trace).toMatch(/^[0-9a-f]{32}$/);
  expect(newTraceId()).not.toBe(trace);
  const header = traceparentOf(trace);
  expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  expect(traceIdOf(header)).toBe(trace);
});
