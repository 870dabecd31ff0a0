import { paths, toPath } from '@site/contracts/routes';
import { useNavigate, useSearchParams } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { BroadcastForm } from './broadcast-form';

/** A new draft; `?post=<id>` starts from that post ("send this post"). */
export function NewBroadcast() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const post = searchParams.get('post');
  return (
    <BroadcastForm
      broadcast={null}
      initialPostId={post && /^\d+$/.test(post) ? post : null}
      onSaved={(saved) => {
        toast({
          title: 'Draft saved',
          description: 'Preview it, then send or schedule it.',
          variant: 'success',
        });
        navigate(toPath(paths.adminBroadcast, { broadcastId: saved.id }));
      }}
    />
  );
}
