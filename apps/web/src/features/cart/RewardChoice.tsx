import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { pointsQuery } from '#api/rewards';
import { useRewardChoice } from '#stores/reward-choice';
import { useSession } from '#stores/session';

/** `Canjeá tus puntos`: one reward for this order, among those the balance reaches. */
export function RewardChoice() {
  const userId = useSession((s) => s.user?.id ?? null);
  const points = useQuery({ ...pointsQuery(userId ?? 0), enabled: userId !== null });
  const rewardId = useRewardChoice((s) => s.rewardId);
  const choose = useRewardChoice((s) => s.choose);
  if (userId === null || !points.data || points.data.rewards.length === 0) return null;
  const { balance, rewards } = points.data;
  return (
    <Form.Group className="mt-3 mb-3" controlId="cart-reward">
      <Form.Label className="fw-semibold mb-1">Canjeá tus puntos (tenés {balance})</Form.Label>
      <Form.Select
        value={rewardId === null ? '' : String(rewardId)}
        onChange={(event) => choose(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Sin recompensa</option>
        {rewards.map((reward) => (
          <option key={reward.id} value={reward.id} disabled={reward.points > balance}>
            {reward.name} ({reward.points} puntos)
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
