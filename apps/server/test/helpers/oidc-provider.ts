import { OAuth2Server } from "oauth2-mock-server";
import type { OidcStandIn } from "../../src/config.ts";

export interface ProviderIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * A local OpenID Connect server that stands in for Google, Facebook and GitHub. Each sign-in
 * reports the identity set with `nextIdentity`, in the ID token and at the userinfo endpoint.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  let identity: ProviderIdentity | undefined;
  const claims = () => {
    if (!identity) throw new Error("call nextIdentity() before signing in");
    return {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
    };
  };
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, claims());
  });
  server.service.on("beforeUserinfo", (response) => {
    response.body = claims();
  });
  const issuer = server.issuer.url as string;
  return {
    standIn(): OidcStandIn {
      return {
        clientId: "hogar-test",
        clientSecret: "hogar-test-secret",
        discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      };
    },
    nextIdentity(next: ProviderIdentity) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
