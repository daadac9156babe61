import { zodResolver } from '@hookform/resolvers/zod';
import { type TAskQuestionRequest, ZAskQuestionRequest } from '@portal/contracts/company-desk/company-desk';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/data/list-results.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { applyServerErrors, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAccountQuestions, useAskQuestion } from '../api/account-questions.ts';
import { formatMoment } from '../formatting.ts';

/**
 * The advisor's questions to the company: each waits in the customer's "needs your action" until
 * answered; the answers show here.
 */
export function AccountQuestions({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const text = useMessageText();
  const questions = useAccountQuestions(accountId);
  const ask = useAskQuestion(accountId);
  const form = useForm<TAskQuestionRequest>({
    resolver: zodResolver(ZAskQuestionRequest),
    defaultValues: { question: '' },
  });
  const onSubmit = form.handleSubmit(async ({ question }) => {
    try {
      await ask.mutateAsync(question);
      form.reset({ question: '' });
    } catch (error) {
      applyServerErrors(error, form.setError, ['question']);
    }
  });

  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('questions.title')}</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-2">
        <Textarea
          label={t('questions.ask')}
          hint={t('questions.hint')}
          rows={3}
          required
          error={text(form.formState.errors.question?.message)}
          {...form.register('question')}
        />
        <Button type="submit" size="sm" loading={ask.isPending}>
          {t('questions.send')}
        </Button>
      </form>
      <div className="mt-6">
        <ListResults
          compact
          query={questions}
          errorTitle={t('questions.loadFailed')}
          empty={t('questions.empty')}
        >
          {(rows) => (
            <ul className="divide-y divide-line">
              {rows.map((question) => (
                <li key={question.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                  <p className="text-body font-semibold break-words text-ink">{question.question}</p>
                  <p className="text-xs text-muted">
                    {t('questions.askedBy', {
                      name: question.asked_by ?? '—',
                      date: formatMoment(question.asked_at, language),
                    })}
                  </p>
                  {question.answer ? (
                    <p className="rounded-lg bg-green-50 px-3 py-2 text-small break-words text-green-950">
                      {t('questions.answer', {
                        answer: question.answer,
                        name: question.answered_by ?? '—',
                      })}
                    </p>
                  ) : (
                    <p className="text-small font-semibold text-amber-800">{t('questions.waiting')}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ListResults>
      </div>
    </Card>
  );
}
