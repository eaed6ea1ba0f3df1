import { StaticPageLayout, SupportEmail } from './StaticPageLayout';

export function Component() {
  return (
    <StaticPageLayout
      title="Privacy Policy"
      updated="1 November 2026"
      intro="This policy explains what personal data Oversized collects, why, and the choices you have."
    >
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address and user name.</li>
        <li>Order details: the items you buy, your mobile number and delivery address.</li>
        <li>Payment confirmation from our payment provider. We never see or store your card details.</li>
        <li>
          Basic technical data, such as your browser type and pages visited, to keep the shop fast and secure.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To process, deliver and support your orders.</li>
        <li>To send order updates, such as confirmation, dispatch with tracking ID and cancellation.</li>
        <li>To verify your email address and help you reset your password.</li>
        <li>To prevent fraud and abuse of the shop.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        We share only what is needed with our payment provider to take payment and with courier partners to
        deliver your order. We do not sell your personal data.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you signed in and your cart with you. It is essential for the shop to
        work and is not used for advertising.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep order records for as long as the law requires for tax and accounting. You may ask us to delete
        your account at any time.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or delete your personal data, in line with the Digital Personal Data
        Protection Act, 2023. Write to <SupportEmail /> and we will respond within 30 days.
      </p>
    </StaticPageLayout>
  );
}
