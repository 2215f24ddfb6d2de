/**
 * Live delivery of messages: N sockets connected to the gateway (BENCH_SOCKETS, 500 by default),
 * of which the members of BENCH_PAIRS pairs with accepted requests send each other messages
 * through POST /api/messages; the others are signed-in members who only keep a socket open.
 * Prints, for the same sends in the same run, the HTTP round trip of the route and the time
 * from the send to the recipient's socket receiving `messaging.message.sent`.
 */
import { MessagingRoutes, type EventPayload } from '@mithaq/contracts';
import { Platform } from '@mithaq/testing';
import { io, type Socket } from 'socket.io-client';
import { acceptedPair, idleMember, inParallel, Session, type BenchPair } from './messaging-members';

const SOCKETS = Number(process.env['BENCH_SOCKETS'] ?? 500);
const PAIRS = Number(process.env['BENCH_PAIRS'] ?? 20);
const MESSAGES = Number(process.env['BENCH_MESSAGES'] ?? 400);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 4);
const WARMUP = 40;
/** A delivery not seen by then counts as lost. */
const DELIVERY_TIMEOUT_MS = 10_000;

type Sent = EventPayload<'messaging.message.sent'>;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const row = (name: string, timings: number[]): string => {
  const sorted = [...timings].sort((a, b) => a - b);
  return [
    name.padEnd(40),
    ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(8)),
    (sorted[sorted.length - 1] ?? Number.NaN).toFixed(1).padStart(8),
    String(sorted.length).padStart(6),
  ].join(' ');
};

const connect = (baseUrl: string, session: Session): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(baseUrl, {
      path: '/api/live',
      transports: ['websocket'],
      extraHeaders: { cookie: session.cookieHeader() },
      reconnection: false,
      timeout: 20_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** Who waits for which message: keyed by its unique content. */
const waiting = new Map<string, (at: number) => void>();
const listen = (socket: Socket): void => {
  socket.on('messaging.message.sent', (data: Sent) => {
    waiting.get(data.message.content)?.(performance.now());
  });
};

/** One message from `from` to `to`: [HTTP round trip, send → recipient socket] in ms. */
const sendOne = async (from: Session, to: Session, index: number): Promise<[number, number]> => {
  const content = `Benchmark message ${index} ${Math.random().toString(36).slice(2)}`;
  const received = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(content);
      reject(new Error(`message ${index} never reached the recipient's socket`));
    }, DELIVERY_TIMEOUT_MS);
    waiting.set(content, (at) => {
      clearTimeout(timer);
      waiting.delete(content);
      resolve(at);
    });
  });
  const started = performance.now();
  const reply = await from.call(MessagingRoutes.send, { body: { receiverId: to.id, content } });
  const answered = performance.now();
  if (reply.status !== 201) {
    waiting.delete(content);
    throw new Error(`POST /api/messages answered ${reply.status}`);
  }
  return [answered - started, (await received) - started];
};

const run = async (pairs: BenchPair[], count: number, offset: number) => {
  const http: number[] = [];
  const live: number[] = [];
  let lost = 0;
  const sends = Array.from({ length: count }, (_, i) => i + offset);
  await inParallel(sends, CONCURRENCY, async (index) => {
    const pair = pairs[index % pairs.length];
    const [from, to] =
      Math.floor(index / pairs.length) % 2 === 0 ? [pair.woman, pair.man] : [pair.man, pair.woman];
    try {
      const [roundTrip, delivery] = await sendOne(from, to, index);
      http.push(roundTrip);
      live.push(delivery);
    } catch (error) {
      lost += 1;
      console.error(error instanceof Error ? error.message : error);
    }
  });
  return { http, live, lost };
};

const main = async (): Promise<void> => {
  if (SOCKETS < PAIRS * 2) {
    throw new Error(`BENCH_SOCKETS (${SOCKETS}) must be at least twice BENCH_PAIRS (${PAIRS})`);
  }
  const platform = await new Platform({ env: { LOG_LEVEL: 'warn' } }).start();
  const sockets: Socket[] = [];
  try {
    const credentials = await platform.seedAdmin();
    const admin = await new Session(platform.baseUrl).signIn(
      credentials.username,
      credentials.password,
    );
    let started = Date.now();
    const pairs = await inParallel(Array.from({ length: PAIRS }), 4, () =>
      acceptedPair(platform.baseUrl, admin, (email) => platform.verifyEmail(email)),
    );
    const idle = await inParallel(Array.from({ length: SOCKETS - PAIRS * 2 }), 8, () =>
      idleMember(platform.baseUrl),
    );
    console.log(
      `${PAIRS} pairs with open conversations and ${idle.length} idle members in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    started = Date.now();
    const members = [...pairs.flatMap((pair) => [pair.woman, pair.man]), ...idle];
    sockets.push(...(await inParallel(members, 50, (member) => connect(platform.baseUrl, member))));
    sockets.forEach(listen);
    console.log(`${sockets.length} sockets connected in ${Date.now() - started} ms`);

    await run(pairs, WARMUP, 0);
    const { http, live, lost } = await run(pairs, MESSAGES, WARMUP);
    console.log(
      `\n${MESSAGES} messages over ${PAIRS} conversations, ${CONCURRENCY} in flight, ${sockets.length} sockets open, after ${WARMUP} warm-up messages; milliseconds`,
    );
    console.log(
      `${'measure'.padEnd(40)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'count'.padStart(6)}`,
    );
    console.log(row('HTTP round trip of POST /api/messages', http));
    console.log(row("send -> recipient's socket receives it", live));
    if (lost > 0) {
      console.log(
        `${lost} messages were not delivered to a socket within ${DELIVERY_TIMEOUT_MS} ms`,
      );
    }
  } finally {
    sockets.forEach((socket) => socket.disconnect());
    await platform.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
