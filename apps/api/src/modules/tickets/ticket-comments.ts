/** A ticket's replies (issue 32 §1): read with their files, and written as a reply action. */
import { TICKET_FILE_SLOTS, TicketCommentSchema } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { attachUploaded } from '../../lib/attachment-attach';
import type { MultipartReader } from '../../lib/uploads';
import { commentFiles, filesOf } from './ticket-files';
import * as repo from './tickets.repository';
import { act, answerOf, parse, tr, withFile } from './tickets.service';

/** `GET ticket/get_ticket_admin_comments/{id}`: the replies, oldest first, with their files. */
export async function comments(ctx: AppContext, actor: Actor, id: number) {
  await answerOf(ctx.db, actor, id);
  const rows = await repo.comments(ctx.db, id);
  const files = await filesOf(
    ctx.db,
    commentFiles,
    rows.map((r) => r.row.id),
    actor.lang,
  );
  return { data: rows.map((r) => presentComment(r.row, r.name, files.get(r.row.id) ?? [])) };
}

type CommentRow = Awaited<ReturnType<typeof repo.insertComment>>;
const presentComment = (c: CommentRow, name: string | null, files: ReturnType<typeof answerFiles>) => ({
  id: c.id,
  ticket_id: c.ticket_id,
  side: c.side as 'company' | 'handler',
  comment: c.comment,
  user_id: c.user_id,
  user_name: name ?? '',
  created_at: c.created_at.toISOString(),
  files,
});
type AnswerFiles = Awaited<ReturnType<typeof filesOf>> extends Map<number, infer V> ? V : never;
const answerFiles = (f: AnswerFiles) => f;

/** `POST ticket/ticket_comment/store` (multipart): a reply of the handler or of the company. */
export async function commentStore(ctx: AppContext, actor: Actor, read: MultipartReader) {
  const { fields, files } = await read(ctx.storage, { file: TICKET_FILE_SLOTS.file });
  const file = files.get('file');
  return withFile(file, async () => {
    const body = parse(TicketCommentSchema, fields);
    const handler = actor.isAuthority;
    let saved: CommentRow | undefined;
    await act(
      ctx,
      actor,
      body.ticket_id,
      handler ? 'handler_reply' : 'company_reply',
      {
        input: { comment: body.comment, wait_for_company: body.wait_for_company },
        payload: { comment: body.comment.slice(0, 300) },
        set: handler ? { first_answer_at: sql`coalesce(first_answer_at, now())` } : {},
      },
      async (tx, row) => {
        saved = await repo.insertComment(tx, {
          ticket_id: row.id,
          user_id: actor.id,
          side: handler ? 'handler' : 'company',
          comment: body.comment,
        });
        if (file)
          await attachUploaded(
            tx,
            commentFiles,
            actor,
            {
              recordId: saved.id,
              slot: 'file',
              companyId: row.company_id,
              method: 'ticket/ticket_comment/store',
            },
            file,
          );
      },
    );
    const c = saved as CommentRow;
    const f = await filesOf(ctx.db, commentFiles, [c.id], actor.lang);
    return { message: tr(actor, 'tickets.comment_added'), data: presentComment(c, null, f.get(c.id) ?? []) };
  });
}
