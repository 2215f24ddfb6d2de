import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ContentRoutes,
  ContentRpc,
  DomainError,
  ErrorCode,
  ImageMessage,
  type DeletedReply,
  type LogoUploadReply,
  type RouteInput,
  type SiteImage,
} from '@mithaq/contracts';
import { FILE_FIELD, Upload, type UploadedFile } from '../http/multipart';
import { In, Route } from '../http/route';
import { ImageCache } from './image-cache';
import { ImageDeletions } from './image-deletions';

const R = ContentRoutes;

/**
 * The streamed file as the content service takes it. The type in the data URL says nothing on
 * purpose: whatever the uploader declared is ignored, the service reads the type from the bytes.
 */
export const imageDataOf = (file: UploadedFile | null): string => {
  if (!file || file.buffer.length === 0) {
    throw new DomainError(ErrorCode.ValidationFailed, ImageMessage.missing, {
      [FILE_FIELD]: ImageMessage.missing,
    });
  }
  return `data:application/octet-stream;base64,${file.buffer.toString('base64')}`;
};

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
    private readonly deletions: ImageDeletions,
  ) {}

  /** The image streamed in (refused past 5 MB); the form's fields validated as the body. */
  @Route(R.uploadImage)
  upload(
    @In() { actor, body }: RouteInput<typeof R.uploadImage>,
    @Upload() file: UploadedFile | null,
  ): Promise<SiteImage> {
    return this.rpc.call(ContentRpc.uploadImage, { ...body, imageData: imageDataOf(file) }, actor);
  }

  @Route(R.deleteImage)
  async delete(@In() { actor, params }: RouteInput<typeof R.deleteImage>): Promise<DeletedReply> {
    const reply = await this.rpc.call(ContentRpc.deleteImage, params, actor);
    this.cache.forgetId(reply.id);
    // Counted before the answer: no gateway process serves the image from memory after it.
    await this.deletions.bump();
    return reply;
  }

  @Route(R.uploadLogo)
  uploadLogo(
    @In() { actor, body }: RouteInput<typeof R.uploadLogo>,
    @Upload() file: UploadedFile | null,
  ): Promise<LogoUploadReply> {
    return this.rpc.call(ContentRpc.uploadLogo, { ...body, imageData: imageDataOf(file) }, actor);
  }
}
