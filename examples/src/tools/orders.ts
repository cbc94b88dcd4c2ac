import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { UserInputError } from "../errors.js";
import { handleToolErrors, logIssue } from "../internal/error-handling.js";

interface Order {
  id: string;
  status: "paid" | "refunded" | "failed";
  amountCents: number;
}

interface OrderPage {
  orders: Order[];
  total: number;
}

class OrdersServiceError extends Error {
  override name = "OrdersServiceError";
}

/**
 * ✅ A local helper that happens to share the deprecated helper's name. It is
 * defined here, not imported from the compat module, so it is not reported.
 */
async function withApiErrorHandling<T>(fn: () => Promise<Response>): Promise<T> {
  const response = await fn();
  if (response.status === 404) {
    throw new UserInputError("No customer with that ID exists in the order service.");
  }
  if (!response.ok) {
    throw new OrdersServiceError(`Order service responded with HTTP ${response.status}`);
  }
  return (await response.json()) as T;
}

const ORDERS_URL = process.env.ORDERS_SERVICE_URL ?? "https://orders.internal.example.com";

function listOrders(customerId: string): Promise<OrderPage> {
  return withApiErrorHandling<OrderPage>(() => fetch(`${ORDERS_URL}/customers/${encodeURIComponent(customerId)}/orders`)); // ✅ local function
}

/** Used by the "customer_summary" tool. */
export async function loadRecentOrders(customerId: string): Promise<OrderPage> {
  try {
    return await listOrders(customerId);
  } catch (e) {
    console.error(e);
    return { orders: [], total: 0 }; // ❌ no-empty-catch-fallback
  }
}

export function registerOrderTools(server: McpServer): void {
  server.registerTool(
    "list_orders",
    {
      title: "List orders",
      description: "List a customer's recent orders, to correlate failed payments with issues.",
      inputSchema: { customerId: z.string() },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    handleToolErrors("list_orders", async ({ customerId }) => {
      let page: OrderPage;
      try {
        page = await listOrders(customerId);
      } catch (error) {
        if (!(error instanceof OrdersServiceError)) {
          throw error;
        }
        // ✅ an outage is reported as an error, never as "this customer has no orders"
        const eventId = logIssue(error, { toolName: "list_orders", parameterKeys: ["customerId"] });
        const message = `The order service is unavailable right now (Event ID: ${eventId}). Try again in a few minutes.`;
        return {
          isError: true,
          content: [{ type: "text", text: message }],
          structuredContent: { kind: "toolError:v1", code: "SERVER_ERROR", message, retryable: true },
        };
      }
      if (page.total === 0) {
        return { content: [{ type: "text", text: "This customer has no orders." }] };
      }
      const rows = page.orders.map((o) => `- ${o.id}: ${o.status}, ${(o.amountCents / 100).toFixed(2)}`);
      return { content: [{ type: "text", text: [`${page.total} orders`, ...rows].join("\n") }] };
    }),
  );

  server.registerTool(
    "customer_summary",
    {
      title: "Customer summary",
      description: "One-line summary of a customer's recent orders.",
      inputSchema: { customerId: z.string() },
    },
    handleToolErrors("customer_summary", async ({ customerId }) => {
      // An outage and a customer without orders both end up as "0 recent orders" here.
      const { orders, total } = await loadRecentOrders(customerId);
      const failed = orders.filter((o) => o.status === "failed").length;
      return { content: [{ type: "text", text: `${total} recent orders, ${failed} failed payments.` }] };
    }),
  );
}
