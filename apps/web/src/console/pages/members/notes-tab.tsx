import { opsAddMemberNote, type opsMemberDetail, type ValueOf } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorWords } from '../../lib/error-words.ts';
import { useFormat } from '../../lib/format.ts';
import { memberDetailQuery } from '../../lib/member-keys.ts';
import { staffCall } from '../../lib/staff-call.ts';
import { useMay } from '../../lib/staff-session.ts';
import page from '../page.module.css';

type Notes = ValueOf<typeof opsMemberDetail>['notes'];

/** Staff notes on the member, who wrote each and when; a role that may, adds one. */
export function NotesTab({ account, notes }: { account: string; notes: Notes }) {
  const { t } = useTranslation();
  const format = useFormat();
  const may = useMay();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: (note: string) => staffCall(opsAddMemberNote, { body: { account, text: note } }),
    onSuccess: (answer) => {
      // The answer is the member's notes now: no need to ask the whole member again.
      client.setQueryData(memberDetailQuery(account).queryKey, (detail) =>
        detail ? { ...detail, notes: answer.notes } : detail,
      );
      setText('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate(text.trim());
  };
  return (
    <>
      {notes.length === 0 ? (
        <p className={page.muted}>{t('cs_notes_none')}</p>
      ) : (
        <ul className={page.stack} aria-label={t('cs_notes_list')}>
          {notes.map((note) => (
            <li key={`${note.at}-${note.staff}`}>
              <p>{note.text}</p>
              <p className={page.muted}>
                {t('cs_notes_by', { staff: note.staff, at: format.dateTime(note.at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {may('members.write') && (
        <form className={page.form} onSubmit={submit}>
          <label className={`${page.field} ${page.wide}`}>
            {t('cs_notes_new')}
            <textarea
              value={text}
              required
              maxLength={1000}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <button type="submit" className={page.primary} disabled={add.isPending}>
            {t('cs_notes_add')}
          </button>
        </form>
      )}
      {add.isError && (
        <p role="alert" className={page.error}>
          {errorWords(t, add.error)}
        </p>
      )}
    </>
  );
}
