import type { Route } from "./+types/listing";
export function loader({ params }: Route.LoaderArgs) { return { slug: params.slug }; }
export default function L({ loaderData }: Route.ComponentProps) { return <p>{loaderData.slug}</p>; }
