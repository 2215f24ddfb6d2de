import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ContentRoutes,
  ContentRpc,
  type DeletedReply,
  type LogoUploadReply,
  type RouteInput,
  type SiteImage,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';
import { ImageCache } from './image-cache';

const R = ContentRoutes;

@Controller()
export class SiteImagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listImages)
  list(@In() { query }: RouteInput<typeof R.listImages>): Promise<SiteImage[]> {
    return this.rpc.call(ContentRpc.listImages, query);
  }
}

@Controller()
export class AdminSiteImagesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ImageCache,
  ) {}

  @Route(R.uploadImage)
  upload(@In() { actor, body }: RouteInput<typeof R.uploadImage>): Promise<SiteImage> {
    return this.rpc.call(ContentRpc.uploadImage, body, actor);
  }

  @Route(R.deleteImage)
  async delete(@In() { actor, params }: RouteInput<typeof R.deleteImage>): Promise<DeletedReply> {
    const reply = await this.rpc.call(ContentRpc.deleteImage, params, actor);
    this.cache.forgetId(reply.id);
    return reply;
  }

  @Route(R.uploadLogo)
  uploadLogo(@In() { actor, body }: RouteInput<typeof R.uploadLogo>): Promise<LogoUploadReply> {
    return this.rpc.call(ContentRpc.uploadLogo, body, actor);
  }
}
