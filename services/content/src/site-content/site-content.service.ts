import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { uniqueViolationOf } from '@mithaq/database';
import {
  DomainError,
  ErrorCode,
  type Actor,
  type CreateContentRequest,
  type SiteContent,
  type UpdateContentRequest,
} from '@mithaq/contracts';
import { sanitizeContentHtml } from '../common/sanitize';
import { SiteContentEntity } from './entities/site-content.entity';
import { toSiteContent } from './site-content.mapper';
import { SiteContentRepository } from './site-content.repository';

@Injectable()
export class SiteContentService {
  constructor(private readonly pages: SiteContentRepository) {}

  async list(): Promise<SiteContent[]> {
    return (await this.pages.findAll()).map(toSiteContent);
  }

  async create(admin: Actor, request: CreateContentRequest): Promise<SiteContent> {
    const entity = Object.assign(new SiteContentEntity(), {
      id: randomUUID(),
      key: request.key,
      title: request.title,
      content: sanitizeContentHtml(request.content),
      lastUpdated: new Date(),
      updatedBy: admin.userId,
    });
    try {
      await this.pages.insert(entity);
    } catch (error) {
      if (uniqueViolationOf(error)) {
        throw new DomainError(ErrorCode.Conflict, 'Content with this key already exists');
      }
      throw error;
    }
    return toSiteContent(entity);
  }

  async update(admin: Actor, key: string, request: UpdateContentRequest): Promise<SiteContent> {
    const entity = await this.pages.findByKey(key);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, 'Content not found');
    }
    const changes = {
      title: request.title ?? entity.title,
      content: sanitizeContentHtml(request.content),
      lastUpdated: new Date(),
      updatedBy: admin.userId,
    };
    await this.pages.update(entity.id, changes);
    return toSiteContent(Object.assign(entity, changes));
  }
}
