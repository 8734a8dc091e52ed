/**
 * Results (issue 30 §7): the response rate by user type and by company, each question's answer
 * distribution (the screen charts it), and every answer exported to Excel.
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lang, PollAnswerValue, QuestionnaireContent } from '@mashaer/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { questionnaireAssignments as qa, questionnaires, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { OpenedFile } from '../../lib/files';
import { writeXlsx } from '../../lib/xlsx';
import { typeName } from './questionnaires.repository';

type Question = QuestionnaireContent[number]['questions'][number];
const company = alias(users, 'company');
const YES_NO = { ar: ['لا', 'نعم'], en: ['No', 'Yes'] };

async function questionnaireOf(db: Tx, actor: Actor, id: number) {
  if (!actor.isAuthority) throw AppError.forbidden();
  const [q] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  if (!q) throw AppError.notFound();
  return q;
}

/** An answer in words: the option's label, yes/no, or the value itself. */
function answerText(lang: Lang, q: Question, v: PollAnswerValue | undefined): string {
  if (v === undefined || v === null) return '';
  const label = (i: number) => q.options[i]?.[lang] ?? String(i);
  if (q.type === 'single' && typeof v === 'number') return label(v);
  if (q.type === 'multiple' && Array.isArray(v)) return v.map(label).join('، ');
  if (q.type === 'yes_no') return YES_NO[lang][v === 1 ? 1 : 0];
  return String(v);
}

function distribution(lang: Lang, q: Question, values: PollAnswerValue[]) {
  const labels =
    q.type === 'single' || q.type === 'multiple'
      ? q.options.map((o) => o[lang])
      : q.type === 'rating'
        ? ['1', '2', '3', '4', '5']
        : q.type === 'yes_no'
          ? [...YES_NO[lang]]
          : [];
  const counts = labels.map(() => 0);
  for (const v of values) {
    if (q.type === 'multiple' && Array.isArray(v)) for (const i of v) counts[i] = (counts[i] ?? 0) + 1;
    else if (q.type === 'rating' && typeof v === 'number') counts[v - 1] += 1;
    else if (typeof v === 'number' && counts[v] !== undefined) counts[v] += 1;
  }
  return labels.map((label, i) => ({ label, count: counts[i] }));
}

/** `GET general/questionnaires/results/{id}`. */
export async function results(ctx: AppContext, actor: Actor, id: number) {
  const q = await questionnaireOf(ctx.db, actor, id);
  const lang = actor.lang;
  const answered = sql<number>`count(*) filter (where ${qa.status} = 'answered')::int`;
  const byType = await ctx.db
    .select({ type_id: qa.type_id, assigned: sql<number>`count(*)::int`, answered })
    .from(qa)
    .where(eq(qa.questionnaire_id, id))
    .groupBy(qa.type_id);
  const name = lang === 'en' ? company.company_name_en : company.company_name_ar;
  const byCompany = await ctx.db
    .select({
      label: sql<string>`coalesce(${name}, ${company.name})`,
      assigned: sql<number>`count(*)::int`,
      answered,
    })
    .from(qa)
    .innerJoin(company, eq(company.id, qa.company_id))
    .where(eq(qa.questionnaire_id, id))
    .groupBy(company.id)
    .orderBy(sql`count(*) desc`)
    .limit(50);
  const rows = await ctx.db
    .select({ answers: qa.answers })
    .from(qa)
    .where(and(eq(qa.questionnaire_id, id), eq(qa.status, 'answered')));
  const questions = q.content.flatMap((g) => g.questions);
  return {
    data: {
      id: q.id,
      title: lang === 'en' ? q.title_en : q.title,
      assigned: byType.reduce((n, t) => n + t.assigned, 0),
      answered: byType.reduce((n, t) => n + t.answered, 0),
      by_type: byType.map((t) => ({
        label: typeName(lang, t.type_id),
        assigned: t.assigned,
        answered: t.answered,
      })),
      by_company: byCompany,
      questions: questions.map((question) => {
        const values = rows
          .map((r) => r.answers[String(question.id)])
          .filter((v) => v !== undefined && v !== null);
        const numbers = values.filter((v): v is number => typeof v === 'number');
        return {
          id: question.id,
          title: lang === 'en' ? question.title_en : question.title,
          type: question.type,
          answered: values.length,
          distribution: distribution(lang, question, values),
          average:
            question.type === 'number' && numbers.length
              ? numbers.reduce((a, b) => a + b, 0) / numbers.length
              : null,
        };
      }),
    },
  };
}

/** `GET general/questionnaires/export/{id}`: every answer, one row a user, one column a question. */
export async function exportAnswers(ctx: AppContext, actor: Actor, id: number): Promise<OpenedFile> {
  const q = await questionnaireOf(ctx.db, actor, id);
  const lang = actor.lang;
  const questions = q.content.flatMap((g) => g.questions);
  const name = lang === 'en' ? company.company_name_en : company.company_name_ar;
  const rows = await ctx.db
    .select({
      user: users.name,
      company: sql<string>`coalesce(${name}, ${company.name})`,
      type_id: qa.type_id,
      answered_at: qa.answered_at,
      answers: qa.answers,
    })
    .from(qa)
    .innerJoin(users, eq(users.id, qa.user_id))
    .innerJoin(company, eq(company.id, qa.company_id))
    .where(and(eq(qa.questionnaire_id, id), eq(qa.status, 'answered')))
    .orderBy(qa.id);
  const en = lang === 'en';
  const headers = [
    en ? 'User' : 'المستخدم',
    en ? 'Company' : 'الشركة',
    en ? 'User type' : 'نوع المستخدم',
    en ? 'Answered at' : 'تاريخ الإجابة',
    ...questions.map((x) => (en ? x.title_en : x.title)),
  ];
  const file = join(tmpdir(), `questionnaire-${id}-${process.pid}-${Date.now()}.xlsx`);
  async function* pages() {
    yield rows.map((r) => [
      r.user,
      r.company,
      typeName(lang, r.type_id),
      r.answered_at?.toISOString() ?? '',
      ...questions.map((x) => answerText(lang, x, r.answers[String(x.id)])),
    ]);
  }
  await writeXlsx(file, { sheetName: 'answers', rightToLeft: !en, headers }, pages());
  const { size } = await stat(file);
  const stream = createReadStream(file);
  stream.on('close', () => void rm(file, { force: true }));
  return {
    name: `questionnaire-${id}.xlsx`,
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size,
    stream,
  };
}
