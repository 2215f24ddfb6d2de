import { Module } from '@nestjs/common';
import { DataModule } from '../data.module';
import { ContactsRpc } from './contacts.rpc';
import { ContactsService } from './contacts.service';

/** Contact cards and the exchange of contact details on member conversations. */
@Module({
  imports: [DataModule],
  controllers: [ContactsRpc],
  providers: [ContactsService],
  exports: [ContactsService],
})
export class ContactsModule {}
