/** The privacy notice a fresh installation shows; admins edit it from the site-content tab. */
export const privacyPolicy = {
  title: 'Privacy Policy',
  html: `
<h2>Privacy Policy</h2>
<p><em>Last updated: 1 November 2025</em></p>
<p>Mithaq is a marriage-introduction service for Muslims in the United Kingdom. To introduce you to
suitable people we need to know a good deal about you, some of it sensitive. This notice explains
what we collect, why, on what legal basis, how long we keep it, who can see it and the rights you
have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.</p>

<h3>1. Who we are</h3>
<p>Mithaq Introductions (&quot;Mithaq&quot;, &quot;we&quot;, &quot;us&quot;) is the controller of
the personal data described here. You can reach our data protection lead at
<a href="mailto:privacy@mithaq.co.uk">privacy@mithaq.co.uk</a>, by post at Suite 4, Centre Square,
Middlesbrough, TS1 2BF, or through the contact form on this website.</p>

<h3>2. What we collect</h3>
<ul>
  <li><strong>Account details:</strong> your name, username, email address, password (stored only
  as a one-way hash), date of birth and gender.</li>
  <li><strong>Profile and questionnaire answers:</strong> nationality, country of residence,
  marital status, education, work, family background, what you are looking for in a spouse and
  the other answers you choose to give.</li>
  <li><strong>Religious and ethnic information:</strong> your practice of Islam, your school of
  thought and your ethnicity. These are special category data under Article 9 of the UK GDPR and
  receive extra protection (see section 4).</li>
  <li><strong>Wali details:</strong> the name and contact details of your wali or guardian, where
  you give them.</li>
  <li><strong>Verification documents:</strong> photographs, identity documents and proof of
  address uploaded when an introduction reaches the document stage.</li>
  <li><strong>Messages and requests:</strong> match requests, messages between matched members
  and messages you send to our team.</li>
  <li><strong>Payments:</strong> the membership or service you bought, the amount and the date.
  Card details are taken and held by our payment provider, Stripe; we never see or store your full
  card number.</li>
  <li><strong>Technical data:</strong> the IP address and browser details of requests to our
  service, kept in security logs and with contact-form messages to help us prevent abuse.</li>
</ul>

<h3>3. Why we use it and our lawful bases</h3>
<table>
  <thead>
    <tr><th>Purpose</th><th>Lawful basis (Article 6)</th></tr>
  </thead>
  <tbody>
    <tr><td>Creating and running your account, checking profiles before approval, suggesting
    compatible matches and arranging introductions</td><td>Contract: this is the service you ask
    us to provide</td></tr>
    <tr><td>Taking payment for memberships, the marriage course and meeting arrangements</td>
    <td>Contract, and legal obligation for our accounting records</td></tr>
    <tr><td>Keeping members safe: moderating messages, investigating reports, preventing fraud and
    misuse</td><td>Legitimate interests in a safe, trustworthy service</td></tr>
    <tr><td>Answering your questions and contact-form messages</td><td>Legitimate interests, or
    contract where you are a member</td></tr>
    <tr><td>Sending news and offers</td><td>Consent, which you can withdraw at any time from your
    account or by replying to any such email</td></tr>
  </tbody>
</table>

<h3>4. Religion and ethnicity (special category data)</h3>
<p>Matching people of faith means using information about religious practice, and many members
also want ethnicity taken into account. We process this information only with your
<strong>explicit consent</strong> (Article 9(2)(a)), which you give when you complete your profile
and questionnaire. You may withdraw that consent at any time by deleting the answers or your
account; we will then stop using them, although this may mean we can no longer suggest matches for
you. Where we must keep a record to establish or defend a legal claim, we rely on Article 9(2)(f).
Other members only see the parts of your profile that the service shows to them.</p>

<h3>5. Your wali and who else sees your data</h3>
<p>Mithaq encourages the involvement of a wali in keeping with the Sunnah. If you name a wali, we
use their contact details to let them follow introductions and, once a match request is accepted,
the conversations you have with your match. Please tell your wali that you have given us their
details and point them to this notice.</p>
<p>Your data is also seen by:</p>
<ul>
  <li>members you are matched with, who see your profile as the service presents it;</li>
  <li>our approvals and support team, who review registrations, documents and reports;</li>
  <li>service providers who work for us under contract: hosting, email delivery and Stripe for
  payments. They may use your data only to provide their service to us;</li>
  <li>the police or other authorities where the law requires it, or where we believe someone is at
  risk of serious harm.</li>
</ul>
<p>We never sell your data and we do not use it for advertising by others. Our systems are hosted
in the UK; if a provider processes data outside the UK, we rely on UK adequacy regulations or the
International Data Transfer Agreement to protect it.</p>

<h3>6. How long we keep it</h3>
<ul>
  <li>Your account, profile and questionnaire: while your account is open, and for 30 days after
  you close it so that an accidental closure can be reversed.</li>
  <li>Verification documents: deleted automatically 30 days after upload.</li>
  <li>Messages between members: while both accounts are open, and for 12 months after a reported
  conversation is resolved.</li>
  <li>Payment records: 6 years from the end of the financial year they belong to, as UK tax law
  requires.</li>
  <li>Contact-form messages and our replies: 2 years from the last reply.</li>
  <li>Security logs: 90 days.</li>
</ul>

<h3>7. Your rights</h3>
<p>You have the right to ask for a copy of your data, to have it corrected, to have it erased, to
restrict or object to how we use it, to receive it in a portable format and to withdraw consent at
any time. Write to <a href="mailto:privacy@mithaq.co.uk">privacy@mithaq.co.uk</a>; we answer within
one month and do not charge a fee. We may ask you to prove your identity first.</p>

<h3>8. Security</h3>
<p>Passwords are hashed, traffic to the site is encrypted, documents are stored privately and only
the staff who need them can see them. No system is perfectly secure: if something goes wrong that
puts you at risk, we will tell you and the Information Commissioner as the law requires.</p>

<h3>9. Complaints</h3>
<p>If you are unhappy with how we handle your data, please tell us first so we can put it right.
You also have the right to complain to the Information Commissioner&#39;s Office (ICO), the UK
regulator for data protection, at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>
or on 0303 123 1113.</p>

<h3>10. Changes to this notice</h3>
<p>We will post any change on this page and, if it matters to how we use your data, tell members by
email before it takes effect.</p>
`.trim(),
};
