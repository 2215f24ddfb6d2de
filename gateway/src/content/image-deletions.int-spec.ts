import type { RpcClient } from '@mithaq/bus';
import { ContentRpc, DomainError, ErrorCode, Role, type Actor } from '@mithaq/contracts';
import { REDIS_URL, uniqueTag } from '@mithaq/testing';
import type { Response } from 'express';
import { Redis } from 'ioredis';
import { ImageCache } from './image-cache';
import { ImageDeletions } from './image-deletions';
import { AdminSiteImagesController } from './site-images.controller';
import { UploadsController } from './uploads.controller';

const ID = '0b6f3f2e-6a7d-4c1e-9a55-2f3c4d5e6f70';
const FILENAME = `${ID}.png`;
const admin: Actor = { userId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567894', role: Role.Admin };

describe('served images across gateway processes', () => {
  const prefix = `${uniqueTag('images')}:`;
  const redis = new Redis(REDIS_URL);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  /** The content service: one stored image, and a count of the reads of its bytes. */
  const contentService = () => {
    const stored = new Map([[FILENAME, Buffer.from([0x89, 0x50, 0x4e, 0x47])]]);
    let reads = 0;
    const rpc = {
      call: jest.fn((def: unknown, data: Record<string, string>) => {
        if (def === ContentRpc.getImageFile) {
          reads += 1;
          const bytes = stored.get(data['filename'] ?? '');
          return bytes
            ? Promise.resolve({
                id: ID,
                contentType: 'image/png',
                base64: bytes.toString('base64'),
              })
            : Promise.reject(new DomainError(ErrorCode.NotFound, 'Image not found'));
        }
        if (def === ContentRpc.deleteImage) {
          stored.delete(FILENAME);
          return Promise.resolve({ deleted: true, id: data['id'] });
        }
        return Promise.reject(new Error('unexpected call'));
      }),
    } as unknown as RpcClient;
    return { rpc, reads: () => reads };
  };

  /** One gateway process: its own memory of images, the shared count in Redis. */
  const gatewayProcess = (rpc: RpcClient, deletions: ImageDeletions) => {
    const cache = new ImageCache();
    const uploads = new UploadsController(rpc, cache, deletions);
    const adminImages = new AdminSiteImagesController(rpc, cache, deletions);
    const serve = async (): Promise<number> => {
      let sent: Buffer | undefined;
      const res = { setHeader: jest.fn(), send: (body: Buffer) => (sent = body) };
      await uploads.file({ params: { filename: FILENAME } } as never, res as unknown as Response);
      return sent?.length ?? 0;
    };
    const remove = () => adminImages.delete({ actor: admin, params: { id: ID } } as never);
    return { serve, remove };
  };

  it('serves an image from memory until it is deleted through any process', async () => {
    const service = contentService();
    const deletions = new ImageDeletions(redis, prefix);
    const first = gatewayProcess(service.rpc, deletions);
    const second = gatewayProcess(service.rpc, deletions);

    expect(await second.serve()).toBe(4);
    expect(await second.serve()).toBe(4);
    expect(service.reads()).toBe(1);

    await first.remove();
    await expect(second.serve()).rejects.toMatchObject({ code: ErrorCode.NotFound });
    expect(service.reads()).toBe(2);
  });

  it('serves every request from the service while the count cannot be read', async () => {
    const service = contentService();
    const away = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    away.disconnect();
    const process = gatewayProcess(service.rpc, new ImageDeletions(away, prefix));
    expect(await process.serve()).toBe(4);
    expect(await process.serve()).toBe(4);
    expect(service.reads()).toBe(2);
  });
});
