import { TicketStoreSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileUpload } from '../../components/file-upload/file-upload';
import { GridField, ResourceForm, SearchSelect, TextField } from '../../components/resource-form';
import { TICKETS, ticketFormQuery } from './api';

/** The contract's fields and the optional file, sent together (multipart). */
const FormSchema = TicketStoreSchema.extend({ file: z.instanceof(File).optional() });

/** /tickets/create: a company opens a ticket on a subject, with an optional file. */
export function TicketCreatePage() {
  const { t } = useTranslation();
  const opts = useQuery(ticketFormQuery());
  const data = opts.data?.data;
  return (
    <ResourceForm
      schema={FormSchema}
      mode="create"
      multipart
      submitPath={TICKETS.store}
      listPath="/tickets"
      successPath={(answer) => `/tickets/details/${(answer.data as { id: number }).id}`}
      title={t('tickets.routes.tickets_create')}
      initialValues={{ importance_level: 'medium' }}
    >
      <Row gutter={16}>
        <GridField name="subject_id" label="tickets.fields.subject">
          <SearchSelect options={data?.subjects} loading={opts.isLoading} data-testid="subject_id" />
        </GridField>
        <GridField name="importance_level" label="tickets.fields.importance">
          <Select options={data?.importance} data-testid="importance_level" />
        </GridField>
        <TextField
          grid
          name="content"
          label="tickets.fields.content"
          md={24}
          max={5000}
          rows={5}
          testId="content"
        />
        <GridField name="file" label="tickets.fields.file">
          <FileUpload types={['pdf', 'png', 'jpeg']} testId="file" />
        </GridField>
      </Row>
    </ResourceForm>
  );
}
