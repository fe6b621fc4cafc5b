import type { Device } from '@contract/account/settings';
import { Button } from '../../../components/ui/button';
import { TableScroll } from '../../../components/ui/table-scroll';
import { DASH, formatDateTime } from '../../../lib/format';
import styles from './settings.module.css';

interface DevicesTableProps {
  devices: Device[];
  onRemove(device: Device): void;
}

export const deviceName = (device: Pick<Device, 'deviceName'>) => device.deviceName?.trim() || 'Unknown Device';

/** SPEC 2.9 columns: Device ('Unknown Device' fallback), IP (dash fallback), Last Active, Action. */
export function DevicesTable({ devices, onRemove }: DevicesTableProps) {
  return (
    <TableScroll label="Devices">
      <table>
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">IP</th>
            <th scope="col">Last Active</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => (
            <tr key={device.id}>
              <td>
                {deviceName(device)}
                {device.current ? <span className={styles.current}>This device</span> : null}
              </td>
              <td className={styles.nowrap}>{device.ip || DASH}</td>
              <td className={styles.nowrap}>{formatDateTime(device.lastActive)}</td>
              <td>
                <Button variant="ghost" size="sm" onClick={() => onRemove(device)}>
                  Remove<span className="visually-hidden"> {deviceName(device)}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
