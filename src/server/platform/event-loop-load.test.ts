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
  it('says busy after code ran without a break, idle after a wait, each time since it last asked', async () => {
    const busy = eventLoopBusy();
    spin(60);
    expect(busy()).toBe(true);
    await pause(60);
    expect(busy()).toBe(false);
    spin(60);
    expect(busy()).toBe(true);
  });

  it('keeps a window of its own for each caller', async () => {
    const mail = eventLoopBusy();
    const crm = eventLoopBusy();
    spin(200);
    expect(mail()).toBe(true);
    await pause(40);
    expect(crm()).toBe(true); // its window still holds the busy stretch
    expect(mail()).toBe(false);
  });
});
