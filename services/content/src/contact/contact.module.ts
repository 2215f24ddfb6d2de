import { Module } from '@nestjs/common';
import { EmailsModule } from '../emails/emails.module';
import { ContactRepository } from './contact.repository';
import { ContactRpc } from './contact.rpc';
import { ContactService } from './contact.service';

@Module({
  imports: [EmailsModule],
  controllers: [ContactRpc],
  providers: [ContactRepository, ContactService],
})
export class ContactModule {}
