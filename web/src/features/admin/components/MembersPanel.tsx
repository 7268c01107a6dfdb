import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { failureText } from '../api/call-dashboard';
import styles from './MembersPanel.module.css';

export interface Member {
  uid: string;
  name: string;
  email: string;
}

/** A yes/no each member may have (e.g. door staff who also sell at the box office). */
export interface MemberFlag {
  label: string;
  of: (member: Member) => boolean;
}

export interface MembersPanelProps {
  title: string;
  hint: string;
  members: Member[];
  /**
   * Adds (or, with remove, takes away) the account with this email, with `flag` when the panel has
   * one (given on someone listed, it changes just that); rejects with the callable's refusal.
   */
  onChange: (email: string, remove: boolean, flag?: boolean) => Promise<unknown>;
  addLabel: string;
  flag?: MemberFlag;
}

/** People given access by email (door staff of a show, members of an organizer): list, add, remove. */
export function MembersPanel({ title, hint, members, onChange, addLabel, flag }: MembersPanelProps) {
  const [email, setEmail] = useState('');
  const [flagged, setFlagged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run(target: string, remove: boolean, on?: boolean, success?: string) {
    setBusy(true);
    setMessage(null);
    try {
      await onChange(target, remove, flag ? on : undefined);
      setMessage({
        tone: 'success',
        text: success ?? (remove ? `Quitamos a ${target}.` : `Agregamos a ${target} y le enviamos un correo.`),
      });
      if (!remove && !success) setEmail('');
    } catch (error) {
      setMessage({ tone: 'error', text: failureText(error, 'No pudimos guardar el cambio. Intenta de nuevo.') });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim()) void run(email.trim(), false, flagged);
  }

  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.hint}>{hint}</p>
      {members.length > 0 && (
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.uid} className={styles.member}>
              <span>
                {member.name} <span className={styles.email}>{member.email}</span>
              </span>
              {flag && (
                <label className={styles.flag}>
                  <input
                    type="checkbox"
                    checked={flag.of(member)}
                    disabled={busy}
                    onChange={(event) =>
                      void run(
                        member.email,
                        false,
                        event.target.checked,
                        `Guardamos: ${member.name || member.email} ${event.target.checked ? 'vende' : 'ya no vende'} en taquilla.`,
                      )
                    }
                  />{' '}
                  {flag.label}
                </label>
              )}
              <Button variant="ghost" size="small" disabled={busy} onClick={() => void run(member.email, true)}>
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit}>
        <Input
          label="Correo de la cuenta"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
        />
        {flag && (
          <label className={styles.flag}>
            <input type="checkbox" checked={flagged} onChange={(event) => setFlagged(event.target.checked)} />{' '}
            {flag.label}
          </label>
        )}
        <Button type="submit" disabled={busy || !email.trim()}>
          {addLabel}
        </Button>
      </form>
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
    </section>
  );
}
