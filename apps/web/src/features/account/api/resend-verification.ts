import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/auth/verification-email: 204, the verification link goes out again (429 when asked too often). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiFetch<null>("/api/auth/verification-email", { method: "POST" }),
  });
}
