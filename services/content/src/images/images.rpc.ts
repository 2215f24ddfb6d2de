import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
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

  @RpcHandler(ContentRpc.listImages, { access: Access.Visitor })
  list({ data }: RpcInputOf<typeof ContentRpc.listImages>): Promise<SiteImage[]> {
    return this.images.list(data.category);
  }

  @RpcHandler(ContentRpc.uploadImage, { access: Access.Admin })
  upload({ data }: RpcInputOf<typeof ContentRpc.uploadImage>): Promise<SiteImage> {
    return this.images.upload(data);
  }

  @RpcHandler(ContentRpc.uploadLogo, { access: Access.Admin })
  uploadLogo({
    actor,
    data,
  }: RpcInputOf<typeof ContentRpc.uploadLogo, typeof Access.Admin>): Promise<LogoUploadReply> {
    return this.images.uploadLogo(actor, data);
  }

  @RpcHandler(ContentRpc.deleteImage, { access: Access.Admin })
  delete({ data }: RpcInputOf<typeof ContentRpc.deleteImage>): Promise<DeletedReply> {
    return this.images.delete(data.id);
  }

  @RpcHandler(ContentRpc.getImageFile, { access: Access.Visitor })
  file({ data }: RpcInputOf<typeof ContentRpc.getImageFile>): Promise<ImageFile> {
    return this.images.file(data.filename);
  }
}
