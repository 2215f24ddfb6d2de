/** The terms a fresh installation shows; admins edit them from the site-content tab. */
export const termsOfService = {
  title: 'Terms of Service',
  html: `
<h2>Terms of Service</h2>
<p><em>Last updated: 1 November 2025</em></p>
<p>These terms form the agreement between you and Mithaq Introductions (&quot;Mithaq&quot;,
&quot;we&quot;, &quot;us&quot;) when you use the Mithaq website and services. Please read them
with our <a href="/privacy-policy">Privacy Policy</a>. By creating an account you accept these
terms.</p>

<h3>1. What Mithaq is</h3>
<p>Mithaq helps Muslims who are seeking marriage to find and be introduced to a suitable spouse in
a way that respects Islamic principles, with the involvement of a wali encouraged throughout. We
are an introduction service: we do not conduct marriages, give religious rulings or guarantee that
an introduction will lead to marriage.</p>

<h3>2. Who may join</h3>
<ul>
  <li>You must be at least 18 years old.</li>
  <li>You must be free to marry: single, divorced or widowed, and sincerely seeking marriage.</li>
  <li>You may hold one account only, in your own name, and must not create an account for somebody
  else without their knowledge and agreement.</li>
  <li>The information you give must be true and kept up to date. Hiding a current marriage,
  misstating your age or using someone else&#39;s photographs will lead to removal.</li>
</ul>

<h3>3. Approval</h3>
<p>Every registration and questionnaire is reviewed by our team before the member can be matched.
We may ask for further information or documents, and we may decline or withdraw approval where we
believe a member does not meet these terms or could put others at risk. We will tell you if your
registration is declined but may not always be able to give detailed reasons.</p>

<h3>4. Conduct</h3>
<p>Members must behave with honesty, modesty and good manners. In particular you must not:</p>
<ul>
  <li>send sexual, abusive, threatening or discriminatory messages or images;</li>
  <li>ask any member for money, gifts, bank details or help with immigration matters;</li>
  <li>share another member&#39;s details, photographs or messages outside the service without their
  permission;</li>
  <li>use the service for business, advertising, recruitment or anything other than seeking
  marriage;</li>
  <li>try to get round the moderation of messages or the involvement of a wali where the other
  member has asked for one.</li>
</ul>
<p>Messages may be reviewed by our team to keep members safe. Please report anything that worries
you; we may suspend or close accounts that break these rules, and we will involve the police where
someone may be in danger.</p>

<h3>5. Meeting in person</h3>
<p>When both members agree, we can help arrange a meeting. Meet in a public place, involve your
wali or a family member, and never feel pressured to share personal or financial details. You are
responsible for your own decisions and safety when meeting anyone.</p>

<h3>6. Memberships, payments and cancellation</h3>
<ul>
  <li>The memberships and services on offer, with their prices and what each includes, are shown on
  the Membership page at the time you buy. Prices are in pounds sterling and include any VAT.</li>
  <li>A monthly membership renews automatically each month until you cancel. You can cancel at any
  time from your account; you keep access until the end of the period you have paid for and are
  not charged again.</li>
  <li>One-time memberships and services cover what they describe and do not renew.</li>
  <li>The meeting-arrangement fee is non-refundable once the meeting has been arranged.</li>
  <li>Under the Consumer Contracts Regulations you may cancel a purchase within 14 days. If you ask
  us to start providing the service within that period, we may deduct the value of what you have
  already received, and you lose the right to cancel once the service has been fully provided.</li>
  <li>If we close your account for a serious breach of these terms, we do not refund the remaining
  part of a membership.</li>
</ul>

<h3>7. Our responsibility to you</h3>
<p>We take reasonable care in checking members and running the service, but we cannot verify
everything a member tells us, and we are not responsible for what members say or do, on or off the
service. We do not promise that the service will always be available or free of errors, and we are
not liable for losses that were not reasonably foreseeable or for business losses.</p>
<p>Nothing in these terms limits our liability for death or personal injury caused by our
negligence, for fraud, or for anything else that the law does not allow us to limit. Your
statutory rights as a consumer are not affected.</p>

<h3>8. Closing your account</h3>
<p>You can close your account at any time. We keep and delete your data as our Privacy Policy
describes.</p>

<h3>9. Changes and law</h3>
<p>We may update these terms; we will tell members by email before a significant change takes
effect. These terms are governed by the law of England and Wales, and the courts of England and
Wales have jurisdiction, although you may also bring proceedings where you live in the UK.</p>

<h3>10. Contact</h3>
<p>Questions about these terms are welcome at
<a href="mailto:hello@mithaq.co.uk">hello@mithaq.co.uk</a> or through our contact form.</p>
`.trim(),
};
