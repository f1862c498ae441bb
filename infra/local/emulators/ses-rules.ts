// What SES refuses of a SendEmail call and the emulator (aws-ses-v2-local) does not, as SES documents it
// (docs/integrations.md § Amazon SES v2): at most 50 recipients across To, Cc and Bcc; one malformed recipient
// rejects the whole message; the sender, and in the sandbox every recipient, must be a verified identity
// (an address, or its domain). The answer is SES's error shape: the type in `x-amzn-ErrorType`, `{message}`.
export interface SesIdentities {
  /** Verified addresses and domains; undefined: identities are not checked. */
  verified?: readonly string[];
  /** The account is in the sandbox: recipients must be verified too. */
  sandbox?: boolean;
}

export interface SesRefusal {
  type: 'MessageRejected' | 'BadRequestException';
  message: string;
}

interface SendEmailBody {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
}

export const MAX_RECIPIENTS = 50;
/** UserName@[SubDomain.]Domain.TopLevelDomain, optionally as 'Name <address>'. */
const ADDRESS = /^(?:[^<>]*<)?([^\s@<>]+@([^\s@<>]+\.[^\s@<>]+))>?$/;

const domainOf = (address: string) => ADDRESS.exec(address.trim())?.[2]?.toLowerCase();
const bareAddress = (address: string) => ADDRESS.exec(address.trim())?.[1]?.toLowerCase();

function isVerified(address: string, verified: readonly string[]): boolean {
  const known = verified.map((identity) => identity.toLowerCase());
  return known.includes(bareAddress(address) ?? '') || known.includes(domainOf(address) ?? '');
}

export function sesRefusal(body: SendEmailBody, identities: SesIdentities = {}): SesRefusal | undefined {
  const destination = body.Destination ?? {};
  const recipients = [...(destination.ToAddresses ?? []), ...(destination.CcAddresses ?? []), ...(destination.BccAddresses ?? [])];
  if (recipients.length > MAX_RECIPIENTS) return { type: 'MessageRejected', message: `Recipient count exceeds ${MAX_RECIPIENTS}.` };
  const malformed = recipients.find((address) => !bareAddress(address));
  if (malformed !== undefined) return { type: 'BadRequestException', message: `Illegal address: ${malformed}` };
  const { verified, sandbox } = identities;
  if (!verified) return undefined;
  const unverified = [body.FromEmailAddress ?? '', ...(sandbox ? recipients : [])].filter((address) => !isVerified(address, verified));
  if (unverified.length > 0)
    return {
      type: 'MessageRejected',
      message: `Email address is not verified. The following identities failed the check: ${unverified.join(', ')}`,
    };
  return undefined;
}
