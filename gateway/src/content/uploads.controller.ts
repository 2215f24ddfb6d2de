import { Controller, Res } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ContentRoutes,
  ContentRpc,
  DomainError,
  ErrorCode,
  type RouteInput,
} from '@mithaq/contracts';
import type { Response } from 'express';
import { In, Route } from '../http/route';
import { ImageCache, type CachedImage } from './image-cache';
import { ImageDeletions } from './image-deletions';

/** Only names the content service generates; anything else cannot exist, so no RPC for it. */
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

const R = ContentRoutes;

@Controller()
export class UploadsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ImageCache,
    private readonly deletions: ImageDeletions,
  ) {}

  @Route(R.imageFile)
  async file(
    @In() { params }: RouteInput<typeof R.imageFile>,
    @Res() res: Response,
  ): Promise<void> {
    const { filename } = params;
    if (!STORED_NAME.test(filename)) {
      throw new DomainError(ErrorCode.NotFound, 'Image not found');
    }
    const image = (await this.kept(filename)) ?? (await this.load(filename));
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Even if a browser were tricked into rendering it as a document, nothing in it could run.
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.send(image.bytes);
  }

  /** The image this process keeps, if no image was deleted (through any process) since. */
  private async kept(filename: string): Promise<CachedImage | undefined> {
    const image = this.cache.get(filename);
    if (!image) {
      return undefined;
    }
    // An image kept without a count, or a count that cannot be read (null), never matches.
    if (image.deletions === (await this.deletions.current())) {
      return image;
    }
    this.cache.forget(filename);
    return undefined;
  }

  private async load(filename: string): Promise<CachedImage> {
    // Read before the image: one deleted meanwhile moves the count past what it is kept under.
    const deletions = await this.deletions.current();
    const file = await this.rpc.call(ContentRpc.getImageFile, { filename });
    const image = {
      id: file.id,
      contentType: file.contentType,
      bytes: Buffer.from(file.base64, 'base64'),
    };
    if (deletions !== null) {
      this.cache.set(filename, { ...image, deletions });
    }
    return image;
  }
}
