import { z } from 'zod';
import { dataResponse, defineEndpoint, FileResponseSchema, messageResponse } from '../endpoint';
import { FilterOptionSchema, ListBodyBaseSchema, ListQuerySchema, listResponseSchema } from '../list';
import {
  TicketCloseSchema,
  TicketForwardSchema,
  TicketImportanceSchema,
  TicketListBodySchema,
  TicketSubjectSchema,
} from './tickets';
import {
  TicketCommentRowSchema,
  TicketDetailsSchema,
  TicketFormDataSchema,
  TicketGroupFormSchema,
  TicketListRowSchema,
  TicketRowSchema,
  TicketSubjectFormSchema,
  TicketSubjectRowSchema,
} from './tickets-records';

const SubjectListQuerySchema = ListQuerySchema.extend({ search: z.string().trim().max(100).optional() });
const SubjectListBodySchema = ListBodyBaseSchema.extend({ search: z.string().trim().max(100).optional() });

/** Spec 000 §7 "Tickets", paths verbatim (the reopen and the file download are ARCHITECTURE §3 names). */
export const ticketsEndpoints = {
  subjectList: defineEndpoint({
    method: 'GET',
    path: 'ticket/ticket_subject',
    query: SubjectListQuerySchema,
    response: listResponseSchema(TicketSubjectRowSchema),
  }),
  /** The list protocol's POST form of the same list (the shared list screen posts its filters). */
  subjectListPost: defineEndpoint({
    method: 'POST',
    path: 'ticket/ticket_subject',
    query: ListQuerySchema,
    body: SubjectListBodySchema,
    response: listResponseSchema(TicketSubjectRowSchema),
  }),
  /** The admin groups' form options (the group's list, read and writes: lib/crud, same paths). */
  groupCreate: defineEndpoint({
    method: 'GET',
    path: 'ticket/ticket_group/create',
    response: dataResponse(TicketGroupFormSchema),
  }),
  subjectCreate: defineEndpoint({
    method: 'GET',
    path: 'ticket/ticket_subject/create',
    response: dataResponse(TicketSubjectFormSchema),
  }),
  subjectStore: defineEndpoint({
    method: 'POST',
    path: 'ticket/ticket_subject/store',
    body: TicketSubjectSchema,
    status: 201,
    response: messageResponse(TicketSubjectRowSchema),
  }),
  subjectEdit: defineEndpoint({
    method: 'GET',
    path: 'ticket/ticket_subject/edit/{id}',
    response: dataResponse(TicketSubjectRowSchema),
  }),
  subjectUpdate: defineEndpoint({
    method: 'POST',
    path: 'ticket/ticket_subject/update/{id}',
    body: TicketSubjectSchema,
    response: messageResponse(TicketSubjectRowSchema),
  }),
  subjectDestroy: defineEndpoint({
    method: 'DELETE',
    path: 'ticket/ticket_subject/destroy/{id}',
    response: z.object({ message: z.string() }),
  }),
  filters: defineEndpoint({
    method: 'GET',
    path: 'ticket/filters',
    response: dataResponse(z.record(z.string(), z.array(FilterOptionSchema))),
  }),
  create: defineEndpoint({
    method: 'GET',
    path: 'ticket/create',
    response: dataResponse(TicketFormDataSchema),
  }),
  store: defineEndpoint({
    method: 'POST',
    path: 'ticket/store',
    multipart: true,
    status: 201,
    response: messageResponse(TicketRowSchema),
  }),
  exportList: defineEndpoint({
    method: 'POST',
    path: 'ticket/export',
    body: TicketListBodySchema,
    response: FileResponseSchema,
  }),
  list: defineEndpoint({
    method: 'POST',
    path: 'ticket/admin_tickets',
    query: ListQuerySchema,
    body: TicketListBodySchema,
    response: listResponseSchema(TicketListRowSchema),
  }),
  show: defineEndpoint({
    method: 'POST',
    path: 'ticket/show/{id}',
    response: dataResponse(TicketDetailsSchema),
  }),
  /** The same read by GET (the shared details screen reads records by GET). */
  showGet: defineEndpoint({
    method: 'GET',
    path: 'ticket/show/{id}',
    response: dataResponse(TicketDetailsSchema),
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: 'ticket/get_ticket_admin_comments/{id}',
    response: dataResponse(z.array(TicketCommentRowSchema)),
  }),
  close: defineEndpoint({
    method: 'POST',
    path: 'ticket/close_ticket/{id}',
    body: TicketCloseSchema,
    response: messageResponse(TicketRowSchema),
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: 'ticket/reopen_ticket/{id}',
    response: messageResponse(TicketRowSchema),
  }),
  forward: defineEndpoint({
    method: 'POST',
    path: 'ticket/forward_ticket',
    body: TicketForwardSchema,
    response: messageResponse(TicketRowSchema),
  }),
  changeImportance: defineEndpoint({
    method: 'POST',
    path: 'ticket/change_importance',
    body: TicketImportanceSchema,
    response: messageResponse(TicketRowSchema),
  }),
  commentStore: defineEndpoint({
    method: 'POST',
    path: 'ticket/ticket_comment/store',
    multipart: true,
    status: 201,
    response: messageResponse(TicketCommentRowSchema),
  }),
  download: defineEndpoint({
    method: 'GET',
    path: 'ticket/files/download/{id}',
    response: FileResponseSchema,
  }),
};
