/** Why an authorization server's metadata or keys could not be used: an outage, or a configuration fault. */

/** The metadata could not be read (a network failure, a timeout, a 5xx): worth trying again later. */
export class IssuerUnreachable extends Error {
  override readonly name = 'IssuerUnreachable';
}

/**
 * The metadata or the keys were read and are not usable (no document, another issuer, no
 * jwks_uri, over a size or key-count bound): a configuration fault, which trying again does not mend.
 */
export class IssuerMisconfigured extends Error {
  override readonly name = 'IssuerMisconfigured';
}
