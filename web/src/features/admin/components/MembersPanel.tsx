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

export interface MembersPanelProps {
  title: string;
  hint: string;
  members: Member[];
  /** Adds (or, with remove, takes away) the account with this email; rejects with the callable's refusal. */
  onChange: (email: string, remove: boolean) => Promise<unknown>;
  addLabel: string;
}

/** People given access by email (door staff of a show, members of an organizer): list, add, remove. */
export function MembersPanel({ title, hint, members, onChange, addLabel }: MembersPanelProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run(target: string, remove: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      await onChange(target, remove);
      setMessage({
        tone: 'success',
        text: remove ? `Quitamos a ${target}.` : `Agregamos a ${target} y le enviamos un correo.`,
      });
      if (!remove) setEmail('');
    } catch (error) {
      setMessage({ tone: 'error', text: failureText(error, 'No pudimos guardar el cambio. Intenta de nuevo.') });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim()) void run(email.trim(), false);
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
        <Button type="submit" disabled={busy || !email.trim()}>
          {addLabel}
        </Button>
      </form>
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
    </section>
  );
}
