import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import {
  ContentRpc,
  type DeletedReply,
  type ImageFile,
  type LogoUploadReply,
  type SiteImage,
} from '@mithaq/contracts';
import { ImagesService } from './images.service';

@Controller()
export class ImagesRpc {
  constructor(private readonly images: ImagesService) {}

  @RpcHandler(ContentRpc.listImages)
  list(@Payload() envelope: unknown): Promise<SiteImage[]> {
    return this.images.list(unwrap(ContentRpc.listImages, envelope).data.category);
  }

  @RpcHandler(ContentRpc.uploadImage)
  upload(@Payload() envelope: unknown): Promise<SiteImage> {
    const { actor, data } = unwrap(ContentRpc.uploadImage, envelope);
    return this.images.upload(actor, data);
  }

  @RpcHandler(ContentRpc.uploadLogo)
  uploadLogo(@Payload() envelope: unknown): Promise<LogoUploadReply> {
    const { actor, data } = unwrap(ContentRpc.uploadLogo, envelope);
    return this.images.uploadLogo(actor, data);
  }

  @RpcHandler(ContentRpc.deleteImage)
  delete(@Payload() envelope: unknown): Promise<DeletedReply> {
    const { actor, data } = unwrap(ContentRpc.deleteImage, envelope);
    return this.images.delete(actor, data.id);
  }

  @RpcHandler(ContentRpc.getImageFile)
  file(@Payload() envelope: unknown): Promise<ImageFile> {
    return this.images.file(unwrap(ContentRpc.getImageFile, envelope).data.filename);
  }
}
