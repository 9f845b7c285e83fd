import { describe, expect, it } from 'vitest';
import { eventLoopBusy } from './event-loop-load';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function spin(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // code running without a break, as under a flood of requests
  }
}

describe('eventLoopBusy', () => {
  // Wide margins: on a loaded machine a test worker has work of its own between two checks.
  it('says busy after code ran without a break, idle after a wait, each time since it last asked', async () => {
    const busy = eventLoopBusy();
    spin(200);
    expect(busy()).toBe(true);
    await pause(400);
    expect(busy()).toBe(false);
    spin(200);
    expect(busy()).toBe(true);
  });
});
