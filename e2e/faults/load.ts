import { MatchingRoutes, MessagingRoutes, type CurrentUser } from '@mithaq/contracts';
import {
  ApiClient,
  maleQuestionnaireAnswers,
  newMember,
  registerAndSignIn,
  waitFor,
  type Platform,
} from '@mithaq/testing';
import type { Member } from '../api/matching-fixtures';

/** A request still unanswered after this long counts as hung: the gateway must bound every call. */
export const HUNG_AFTER_MS = 15_000;

export interface Sample {
  op: string;
  status: number | 'hung' | 'network';
  ms: number;
  at: number;
}

/** Runs `work`, recording its status and time; a call that outlives HUNG_AFTER_MS is 'hung'. */
const timed = async (
  samples: Sample[],
  op: string,
  work: () => Promise<{ status: number }>,
): Promise<number | null> => {
  const at = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), HUNG_AFTER_MS);
  });
  const outcome = await Promise.race([
    work().then(
      (reply) => reply.status,
      () => 'network' as const,
    ),
    hung,
  ]);
  clearTimeout(timer);
  samples.push({ op, status: outcome, ms: Date.now() - at, at });
  return typeof outcome === 'number' ? outcome : null;
};

const ok = (status: number | null): boolean => status !== null && status >= 200 && status < 300;

/** The members the load works with, made before it starts. */
export interface LoadCast {
  admin: ApiClient;
  /** A woman and a man whose request is accepted: they write to each other. */
  writers: [Member, Member];
  /** Bronze women and men who all match each other and have sent no request yet. */
  requesters: Member[];
  requested: Member[];
}

/**
 * A loop of API clients doing what members and the team do: register, submit the questionnaire,
 * get approved, send match requests (answered at once) and messages, and read their dashboard.
 * Every call is recorded with its status and time, whatever the platform answers.
 */
export class LoadGenerator {
  readonly samples: Sample[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly pendingRequests: [Member, Member][] = [];
  private counter = 0;

  constructor(
    private readonly platform: Platform,
    private readonly cast: LoadCast,
    private readonly concurrency = 3,
  ) {
    for (const woman of cast.requesters) {
      for (const man of cast.requested) {
        this.pendingRequests.push([woman, man]);
      }
    }
  }

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: this.concurrency }, (_, index) => this.loop(index));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** The samples taken since `from` (epoch ms). */
  since(from: number): Sample[] {
    return this.samples.filter((sample) => sample.at >= from);
  }

  private async loop(index: number): Promise<void> {
    while (this.running) {
      this.counter += 1;
      const step = this.counter;
      if (index === 0 || step % 3 === 0) {
        await this.newMember();
      }
      await this.message(step);
      await this.request();
      await this.read(step);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async newMember(): Promise<void> {
    const client = new ApiClient(this.platform.baseUrl);
    const details = newMember();
    let id = '';
    const registered = await timed(this.samples, 'register and sign in', async () => {
      const reply = await registerAndSignIn(client, details);
      id = reply.body?.id ?? '';
      return reply;
    });
    if (!ok(registered) || !id) {
      return;
    }
    // The profile comes from identity's event: the questionnaire needs it.
    const profiled = await waitFor(
      async () => (await client.json<CurrentUser>('GET', '/api/user')).body?.gender !== undefined,
      { timeoutMs: HUNG_AFTER_MS, intervalMs: 250, what: 'the profile' },
    ).catch(() => false);
    if (!profiled) {
      return;
    }
    // Only members whose address is verified can be approved: open the emailed link.
    const email = String(details['email']);
    const verified = await this.platform.verifyEmail(email).then(
      () => true,
      () => false,
    );
    if (!verified) {
      return;
    }
    const submitted = await timed(this.samples, 'questionnaire', () =>
      client.json('POST', '/api/questionnaire', { ...maleQuestionnaireAnswers, userId: id }),
    );
    await timed(this.samples, 'approve account', () =>
      this.cast.admin.json('POST', `/api/admin/approve-user/${id}`),
    );
    if (ok(submitted)) {
      await timed(this.samples, 'approve questionnaire', () =>
        this.cast.admin.json('POST', `/api/admin/questionnaires/${id}/approve`),
      );
    }
  }

  private async message(step: number): Promise<void> {
    const [from, to] =
      step % 2 === 0 ? this.cast.writers : [this.cast.writers[1], this.cast.writers[0]];
    await timed(this.samples, 'message', () =>
      from.client.call(MessagingRoutes.send, {
        body: { receiverId: to.id, content: `Load message ${step}` },
      }),
    );
  }

  /** One request from the pool; put back when the platform could not take it. */
  private async request(): Promise<void> {
    const pair = this.pendingRequests.shift();
    if (!pair) {
      return;
    }
    const [woman, man] = pair;
    let requestId = '';
    const sent = await timed(this.samples, 'match request', async () => {
      const reply = await woman.client.call(MatchingRoutes.createRequest, {
        body: { requesterId: woman.id, targetId: man.id, message: 'Assalamu alaikum' },
      });
      requestId = reply.body?.id ?? '';
      return reply;
    });
    if (sent === 503 || sent === 504 || sent === null) {
      this.pendingRequests.push(pair);
      return;
    }
    if (ok(sent) && requestId) {
      await timed(this.samples, 'answer request', () =>
        man.client.call(MatchingRoutes.respondRequest, {
          params: { id: requestId },
          body: { status: 'accepted' },
        }),
      );
    }
  }

  private async read(step: number): Promise<void> {
    const member = this.cast.writers[step % 2];
    await timed(this.samples, 'current user', () => member.client.json('GET', '/api/user'));
    await timed(this.samples, 'dashboard', () => member.client.json('GET', '/api/matches'));
  }
}

/** Statuses per operation, e.g. `register 201×4 503×2`. */
export const summarize = (samples: Sample[]): string => {
  const byOp = new Map<string, Map<string, number>>();
  for (const sample of samples) {
    const counts = byOp.get(sample.op) ?? new Map<string, number>();
    counts.set(String(sample.status), (counts.get(String(sample.status)) ?? 0) + 1);
    byOp.set(sample.op, counts);
  }
  return [...byOp]
    .map(
      ([op, counts]) =>
        `${op} ${[...counts]
          .sort()
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
    )
    .join('; ');
};

/** The slowest call of the samples, in ms. */
export const slowest = (samples: Sample[]): number =>
  samples.reduce((max, sample) => Math.max(max, sample.ms), 0);
