import {
  attachRecordThroughHost,
  attachVersion,
  chooseAttachMethod,
  desktopInfo,
  hostErrorText,
  isNhsInvalid,
  type HostAttachCode,
  type HostAttachFile,
  type HostAttachRequest,
} from '@/shared/desktop-host';
import { fetchTaskFile, reportOutcome, type QueuedMessage } from '../api/attach-tasks';

/** An attach the clinical system refused; message is the extracted error text (spec §8). */
export class AttachFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AttachFailedError';
  }
}

const toCode = (code: NonNullable<QueuedMessage['code']>): HostAttachCode => ({
  scheme: code.scheme,
  value: code.value,
  term: code.term ?? null,
  descriptionId: code.descriptionId ?? null,
  dataValue: code.dataValue ? { value: code.dataValue.value, uom: code.dataValue.uom ?? null } : null,
  description: code.description ?? null,
  notes: code.notes ?? null,
  isFreeText: code.isFreeText,
});

/**
 * Attaches one queued message through the desktop host with the call its version allows (spec §9), then reports
 * the outcome: success completes the task; a failure is reported with the extracted reason (and nhs_invalid for
 * outbound, spec §8) and the task stays queued. Throws AttachFailedError with the text to show.
 */
export async function attachQueuedMessage(wcmsId: number, message: QueuedMessage): Promise<void> {
  const info = desktopInfo();
  const taskId = Number(message.id);
  try {
    const files: HostAttachFile[] = [];
    for (const a of message.attachments) {
      const file = await fetchTaskFile(wcmsId, message.type, Number(a.id));
      files.push({ name: file.name, content: file.content, primary: a.primary });
    }
    const codes = [message.code, ...message.additional_codes].filter((c) => c !== null && c !== undefined).map(toCode);
    const urls = message.urls.map((u) => ({ url: u.url, comments: u.comments ?? null }));
    const method = chooseAttachMethod(attachVersion(info.vixieVersion, info.clinicalSystem), {
      files: files.length,
      urls: urls.length,
      codes: codes.length,
    });
    if (!method) throw new Error('Unknown error from Clinical System');
    const base: HostAttachRequest = {
      nhsNumber: message.nhs_number ?? '',
      title: message.title,
      heading: message.heading ?? null,
      staffId: message.staff_id ?? null,
      detail: message.detail ?? null,
      dateAttached: message.date_attached ?? null,
      type: message.type,
      codes,
      clinicalPatientId: message.patient_id ?? null,
    };
    const takesUrls = method === 'AttachWithUrls' || method === 'AttachToClinical';
    if (!takesUrls && urls.length > 0) {
      // older hosts take links as text
      base.detail = [base.detail ?? '', ...urls.map((u) => (u.comments ? `${u.comments}: ${u.url}` : u.url))]
        .filter(Boolean)
        .join('\n');
    }
    if (
      method === 'AttachToClinical' ||
      method === 'AttachMultiple' ||
      method === 'AttachWithUrls' ||
      files.length <= 1
    ) {
      await attachRecordThroughHost(method, { ...base, attachments: files, ...(takesUrls ? { urls } : {}) });
    } else {
      // hosts before 13 take one file per call: the first carries the record, the others follow it
      await attachRecordThroughHost(method, { ...base, attachments: files.slice(0, 1) });
      for (const file of files.slice(1)) {
        await attachRecordThroughHost('Attach', {
          nhsNumber: base.nhsNumber,
          title: file.name,
          dateAttached: base.dateAttached ?? null,
          clinicalPatientId: base.clinicalPatientId ?? null,
          attachments: [file],
        });
      }
    }
  } catch (error) {
    const reason = hostErrorText(error);
    await reportOutcome(wcmsId, taskId, {
      success: false,
      reason,
      ...(message.type === 'outbound' ? { nhs_invalid: isNhsInvalid(reason) } : {}),
    }).catch(() => undefined);
    throw new AttachFailedError(reason);
  }
  await reportOutcome(wcmsId, taskId, { success: true });
}
