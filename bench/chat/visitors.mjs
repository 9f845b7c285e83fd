// One of the chat benchmark's visitor processes (started by bench/chat/run.mjs, never by hand): holds
// a share of the visitor sockets so that opening thousands of them, and their pings and echoes, do not
// load the driver's event loop, where the staff deliveries are timed.
// IPC from the driver: { type: 'open', wsUrl, sessions, width } -> { type: 'opened', count, seconds } or
// { type: 'failed', message }; { type: 'report', first } -> { type: 'report', latencies, deliveries };
// { type: 'close' } -> terminates every socket and exits.
// Echo latency = now - the send time written into the message text (`bench <seq> <epoch ms>`, in letters), both
// from performance.timeOrigin + performance.now(), so it spans processes.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const sockets = [];
const latencies = [];
let first = Number.POSITIVE_INFINITY;
const now = () => performance.timeOrigin + performance.now();
// The driver spells numbers with letters (0-9 -> a-j), see run.mjs.
const fromLetters = (text) => Number(String(text).replace(/[a-j]/g, (c) => String(c.charCodeAt(0) - 97)));

function onMessage(raw) {
  const event = JSON.parse(String(raw));
  if (event.type !== 'new_message') return;
  const text = event.message?.message;
  if (typeof text !== 'string' || !text.startsWith('bench ')) return;
  const [seq, sentAt] = text.split(' ').slice(1).map(fromLetters);
  if (seq >= first) latencies.push(now() - sentAt);
}

function join(wsUrl, sessionId) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('join timed out')), 60_000);
    ws.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'join_room', sessionId })));
    const onJoin = (raw) => {
      const event = JSON.parse(String(raw));
      if (event.type === 'joined') {
        clearTimeout(timer);
        ws.off('message', onJoin);
        ws.on('message', onMessage);
        resolve(ws);
      } else if (event.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`join refused: ${event.message}`));
      }
    };
    ws.on('message', onJoin);
  });
}

process.on('message', async (command) => {
  if (command.type === 'open') {
    const started = performance.now();
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: Math.min(command.width, command.sessions.length) }, async () => {
          while (next < command.sessions.length) {
            const sessionId = command.sessions[next++];
            sockets.push(await join(command.wsUrl, sessionId));
          }
        }),
      );
      process.send({ type: 'opened', count: sockets.length, seconds: (performance.now() - started) / 1000 });
    } catch (error) {
      process.send({ type: 'failed', message: String(error?.message ?? error) });
    }
  } else if (command.type === 'measure') {
    first = command.first;
  } else if (command.type === 'report') {
    process.send({ type: 'report', latencies, deliveries: latencies.length });
  } else if (command.type === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
