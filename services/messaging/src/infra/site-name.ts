import { RpcClient } from '@mithaq/bus';
import { ContentRpc } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { LOGGER } from '@mithaq/service-kit';
import { Inject, Injectable } from '@nestjs/common';

/** The site setting the SPA reads the site name from, and its default. */
export const SITE_NAME_SETTING_KEY = 'site-name';
export const DEFAULT_SITE_NAME = 'Mithaq';
const CACHE_MS = 60_000;
/** A list of conversations waits at most this long for the setting. */
const WAIT_MS = 1_500;
const RETRY_MS = 30_000;

/** The support team's display name for a site name: "Mithaq Support". */
export const supportDisplayName = (siteName: string): string => `${siteName} Support`;

/**
 * The site name from the content service's settings, cached for a minute; the default when the
 * setting is blank or the content service does not answer.
 */
@Injectable()
export class SiteName {
  private cached: { value: string; until: number } | null = null;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async get(): Promise<string> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) {
      return this.cached.value;
    }
    let value = DEFAULT_SITE_NAME;
    try {
      const settings = await Promise.race([
        this.rpc.call(ContentRpc.listSettings, {}),
        new Promise<never>((_resolve, reject) => {
          setTimeout(
            () => reject(new Error('the content service did not answer')),
            WAIT_MS,
          ).unref();
        }),
      ]);
      value =
        settings.find((setting) => setting.key === SITE_NAME_SETTING_KEY)?.value.trim() ||
        DEFAULT_SITE_NAME;
    } catch (err) {
      this.logger.warn({ err }, 'site name unavailable; using the default');
      this.cached = { value, until: now + RETRY_MS };
      return value;
    }
    this.cached = { value, until: now + CACHE_MS };
    return value;
  }

  async supportName(): Promise<string> {
    return supportDisplayName(await this.get());
  }
}
