import { cashDeadlineSentence } from '@carcajada/domain';

/** "Paga antes de **4 de diciembre a las 11:31 a. m.**": the sentence of a cash voucher's deadline. */
export function CashDeadline({ deadline }: { deadline: Date }) {
  const sentence = cashDeadlineSentence(deadline);
  return (
    <>
      {sentence.lead} <strong>{sentence.deadline}</strong>
      {sentence.end}
    </>
  );
}
