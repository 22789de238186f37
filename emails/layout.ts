/** Escapes text for HTML e-mail bodies. */
function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type Email = { subject: string; html: string; text: string };

/** Lyceum's e-mail frame: a heading, paragraphs, one button, and the plain-text twin. */
export function renderEmail({
  subject,
  greeting,
  paragraphs,
  action,
  footnote,
}: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}): Email {
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f6f5f1;font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2330">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:700;margin:0 0 24px">Lyceum</p>
<p style="font-size:16px;margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2f4a9e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#5b6070;line-height:1.5;margin:0 0 8px">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#2f4a9e;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="font-size:13px;color:#5b6070;line-height:1.5;margin:16px 0 0">${escapeHtml(footnote)}</p>
</td></tr></table>
<p style="font-size:12px;color:#8a8f9c;margin:16px 0 0">Lyceum · Co-create your classroom with the world's greatest educators.</p>
</td></tr></table>
</body></html>`;
  const text = [
    "Lyceum",
    "",
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${action.label}: ${action.url}`,
    "",
    footnote,
  ].join("\n");
  return { subject, html, text };
}
